import { createHmac } from 'node:crypto';
import type { KycLevelName } from '@prime/contract';
import { digestsEqual } from '../../lib/hash';

/**
 * An identity-verification provider as the kyc module sees it (decision 28), shaped like Sumsub:
 * an applicant per player and level, an access token that opens the provider's verification
 * page for it, and signed webhooks that say how the review went. The sandbox is one; a real
 * provider is another adapter behind the same type.
 */
export type KycProvider = {
  /** The adapter's name in paths and records (`/v1/kyc/webhooks/{name}`). */
  name: string;
  /** Creates the applicant of one of our players at a level (or finds the one already made). */
  createApplicant: (input: {
    externalUserId: string;
    levelName: KycLevelName;
  }) => Promise<{ applicantId: string }>;
  /** An access token for the provider's verification page; `returnUrl` is where it sends the player after. */
  accessToken: (input: {
    externalUserId: string;
    levelName: KycLevelName;
    returnUrl: string;
  }) => Promise<{ token: string; url: string; expiresAt: Date }>;
  /** Checks a webhook on its raw body before anything of it is believed. */
  verifyWebhook: (rawBody: string, digestHeader: string | undefined) => KycWebhookCheck;
};

/** The review statuses a webhook reports, as Sumsub names them. */
export const KYC_REVIEW_STATUSES = ['init', 'pending', 'completed'] as const;
export type KycReviewStatus = (typeof KYC_REVIEW_STATUSES)[number];

/** A provider's event about one applicant. */
export type KycEvent = {
  /** The provider's id of this event (its correlation id): a redelivery has the same. */
  id: string;
  type: 'applicantCreated' | 'applicantPending' | 'applicantReviewed';
  applicantId: string;
  /** Our player id, as we gave it to the provider. */
  externalUserId: string;
  levelName: KycLevelName;
  reviewStatus: KycReviewStatus;
  /** A completed review's answer. */
  reviewAnswer: 'GREEN' | 'RED' | null;
  /** Why a RED review rejected the applicant: the labels and the moderator's comment. */
  rejectReason: string | null;
  /** When the provider made the decision; an older one than the last applied is stale. */
  createdAt: Date;
};

export type KycWebhookCheck =
  { ok: true; event: KycEvent } | { ok: false; reason: 'signature' | 'malformed' };

/** Sumsub's header: the hex HMAC-SHA256 of the raw body with the webhook secret. */
export const KYC_DIGEST_HEADER = 'x-payload-digest';
export const KYC_DIGEST_ALG_HEADER = 'x-payload-digest-alg';
export const KYC_DIGEST_ALG = 'HMAC_SHA256_HEX';

export const signKycPayload = (secret: string, rawBody: string): string =>
  createHmac('sha256', secret).update(rawBody).digest('hex');

/** Whether the header is the digest of exactly this body with this secret. */
export const checkKycDigest = (
  secret: string,
  header: string | undefined,
  rawBody: string,
): boolean =>
  typeof header === 'string' &&
  /^[0-9a-f]{64}$/.test(header) &&
  digestsEqual(header, signKycPayload(secret, rawBody));
