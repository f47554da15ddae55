import { KYC_LEVEL_NAMES, z } from '@prime/contract';
import { randomToken } from '../../../lib/hash';
import { KYC_REVIEW_STATUSES, type KycEvent } from '../kyc';
import type { SandboxApplicant } from './kyc-sandbox.repository';

/** The JSON body of a sandbox webhook, as Sumsub shapes its applicant events. */
const eventBody = z.object({
  correlationId: z.string().regex(/^req-[A-Za-z0-9_-]{1,64}$/),
  type: z.enum(['applicantCreated', 'applicantPending', 'applicantReviewed']),
  applicantId: z.string().regex(/^sbx_app_[A-Za-z0-9_-]{1,64}$/),
  externalUserId: z.string().regex(/^\d{1,10}$/),
  levelName: z.enum(KYC_LEVEL_NAMES),
  reviewStatus: z.enum(KYC_REVIEW_STATUSES),
  sandboxMode: z.boolean(),
  createdAtMs: z.iso.datetime({ offset: true }),
  reviewResult: z
    .object({
      reviewAnswer: z.enum(['GREEN', 'RED']),
      rejectLabels: z.array(z.string().max(64)).max(10).optional(),
      moderationComment: z.string().max(500).optional(),
    })
    .optional(),
});

export type SandboxEventType = KycEvent['type'];

/** A new event about an applicant, as the exact text that is signed and sent. */
export const newKycEventBody = (
  type: SandboxEventType,
  applicant: SandboxApplicant,
  at: Date,
  rejectLabels: string[] = [],
) => {
  const id = `req-${randomToken(18)}`;
  const completed = applicant.reviewStatus === 'completed' && applicant.reviewAnswer;
  const body = JSON.stringify({
    correlationId: id,
    type,
    applicantId: applicant.id,
    externalUserId: applicant.externalUserId,
    levelName: applicant.levelName,
    reviewStatus: applicant.reviewStatus,
    sandboxMode: true,
    createdAtMs: at.toISOString(),
    ...(completed
      ? {
          reviewResult: {
            reviewAnswer: applicant.reviewAnswer,
            ...(applicant.reviewAnswer === 'RED'
              ? {
                  rejectLabels,
                  moderationComment: applicant.rejectReason ?? undefined,
                }
              : {}),
          },
        }
      : {}),
  });
  return { id, body };
};

/** The event a verified body carries, or undefined when it is not one of ours. */
export const parseKycEventBody = (rawBody: string): KycEvent | undefined => {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return undefined;
  }
  const parsed = eventBody.safeParse(json);
  if (!parsed.success) return undefined;
  const data = parsed.data;
  if ((data.reviewStatus === 'completed') !== (data.reviewResult !== undefined)) return undefined;
  const labels = data.reviewResult?.rejectLabels ?? [];
  const comment = data.reviewResult?.moderationComment;
  return {
    id: data.correlationId,
    type: data.type,
    applicantId: data.applicantId,
    externalUserId: data.externalUserId,
    levelName: data.levelName,
    reviewStatus: data.reviewStatus,
    reviewAnswer: data.reviewResult?.reviewAnswer ?? null,
    rejectReason:
      data.reviewResult?.reviewAnswer === 'RED'
        ? [labels.join(', '), comment].filter(Boolean).join(': ') || null
        : null,
    createdAt: new Date(data.createdAtMs),
  };
};
