import type { KycLevelName } from '@prime/contract';
import { randomToken } from '../../../lib/hash';
import { checkKycDigest, type KycProvider } from '../kyc';
import { newKycEventBody, parseKycEventBody } from './kyc-sandbox-events';
import type { KycSandboxRepository, SandboxApplicant } from './kyc-sandbox.repository';

export const KYC_SANDBOX_PROVIDER = 'sandbox';

/** How long an access token opens the verification page. */
export const KYC_TOKEN_MINUTES = 30;

/** The documents a tester may pick on the sandbox page instead of uploading one. */
export const SANDBOX_DOCUMENTS = {
  passport: 'Passport',
  id_card: 'Identity card',
  driver_license: 'Driving licence',
  residence_permit: 'Residence permit',
} as const;
export type SandboxDocument = keyof typeof SANDBOX_DOCUMENTS;

/** Rejection labels of the sandbox, as Sumsub names them, with the moderator's comment. */
export const SANDBOX_REJECTIONS = {
  UNSATISFACTORY_PHOTOS: 'The photos are not readable.',
  DOCUMENT_PAGE_MISSING: 'A page of the document is missing.',
  EXPIRATION_DATE: 'The document has expired.',
  FORGERY: 'The document appears to be forged.',
  SELFIE_MISMATCH: 'The selfie does not match the document.',
} as const;
export type SandboxRejection = keyof typeof SANDBOX_REJECTIONS;

const TOKEN = /^_act-sbx-[A-Za-z0-9_-]{1,64}$/;

export type KycSandboxOptions = {
  repository: KycSandboxRepository;
  /** Signs the webhooks (KYC_WEBHOOK_SECRET). */
  secret: string;
  /** Address the verification page is served at, e.g. `http://localhost:8080`. */
  publicUrl: string;
};

/**
 * The sandbox verification provider: in the same process and database, on its own records. It
 * answers the casino as a real provider would, through signed webhooks from its outbox.
 */
export const createKycSandbox = (options: KycSandboxOptions) => {
  const { repository } = options;

  const ensureApplicant = (externalUserId: string, levelName: KycLevelName) =>
    repository.transaction(async (tx) => {
      const found = await repository.findApplicant(externalUserId, levelName, tx);
      if (found) return found;
      const made = await repository.insertApplicant(tx, {
        id: `sbx_app_${randomToken(18)}`,
        externalUserId,
        levelName,
        reviewStatus: 'init',
      });
      // Made by a request at the same moment: that one queued the event.
      if (!made) return (await repository.findApplicant(externalUserId, levelName, tx))!;
      const { id, body } = newKycEventBody('applicantCreated', made, new Date());
      await repository.queueEvent(tx, id, body);
      return made;
    });

  const provider: KycProvider = {
    name: KYC_SANDBOX_PROVIDER,

    createApplicant: async ({ externalUserId, levelName }) => ({
      applicantId: (await ensureApplicant(externalUserId, levelName)).id,
    }),

    accessToken: async ({ externalUserId, levelName, returnUrl }) => {
      const applicant = await ensureApplicant(externalUserId, levelName);
      const token = `_act-sbx-${randomToken(24)}`;
      const expiresAt = new Date(Date.now() + KYC_TOKEN_MINUTES * 60_000);
      await repository.insertToken({ token, applicantId: applicant.id, returnUrl, expiresAt });
      return { token, url: `${options.publicUrl}/sandbox/kyc/websdk/${token}`, expiresAt };
    },

    verifyWebhook: (rawBody, digestHeader) => {
      if (!checkKycDigest(options.secret, digestHeader, rawBody))
        return { ok: false, reason: 'signature' };
      const event = parseKycEventBody(rawBody);
      return event ? { ok: true, event } : { ok: false, reason: 'malformed' };
    },
  };

  return {
    provider,

    /** The applicant an unexpired token opens, and where the page sends the player after. */
    findByToken: async (
      token: string,
    ): Promise<{ applicant: SandboxApplicant; returnUrl: string } | undefined> =>
      TOKEN.test(token) ? repository.findByToken(token, new Date()) : undefined,

    /**
     * The tester sent a document and chose the review's answer: the applicant goes to review
     * (`applicantPending`), then is reviewed GREEN or RED (`applicantReviewed`); both events are
     * queued in one transaction, the review a moment after. False when it was already accepted.
     */
    submit: async (
      applicant: SandboxApplicant,
      input: {
        documentType: SandboxDocument;
        documentName: string | null;
        answer: 'GREEN' | 'RED';
        rejection?: SandboxRejection;
      },
    ): Promise<boolean> =>
      repository.transaction(async (tx) => {
        const document = { documentType: input.documentType, documentName: input.documentName };
        const pending = await repository.review(tx, applicant.id, {
          reviewStatus: 'pending',
          reviewAnswer: null,
          rejectReason: null,
          ...document,
        });
        if (!pending) return false;
        const sentAt = new Date();
        const first = newKycEventBody('applicantPending', pending, sentAt);
        await repository.queueEvent(tx, first.id, first.body);
        const rejection =
          input.answer === 'RED' ? (input.rejection ?? 'UNSATISFACTORY_PHOTOS') : null;
        const reviewed = await repository.review(tx, applicant.id, {
          reviewStatus: 'completed',
          reviewAnswer: input.answer,
          rejectReason: rejection ? SANDBOX_REJECTIONS[rejection] : null,
          ...document,
        });
        const second = newKycEventBody(
          'applicantReviewed',
          reviewed!,
          new Date(sentAt.getTime() + 1),
          rejection ? [rejection] : [],
        );
        await repository.queueEvent(tx, second.id, second.body);
        return true;
      }),
  };
};

export type KycSandbox = ReturnType<typeof createKycSandbox>;
