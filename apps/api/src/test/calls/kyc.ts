import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { KYC_DIGEST_HEADER, signKycPayload } from '../../adapters/kyc/kyc';
import { KYC_WEBHOOK_SECRET, type Harness } from '../harness';
import { rowsOf } from '../queries/rows';

/** A call of the player's KYC and AML endpoints with their session. */
export const kycCall =
  (h: Harness, token: string) => (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    h.call({
      method,
      url: `/v1${url}`,
      headers: { 'user-token': token },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

/** The player's levels as the database has them. */
export const levelsOf = (h: Harness, playerId: number) =>
  rowsOf<{ level: string; status: string; applicant_id: string; reject_reason: string | null }>(
    h,
    sql`select level, status, applicant_id, reject_reason from kyc_levels
      where player_id = ${playerId} order by id`,
  );

/** The player's verified state as the players module keeps it. */
export const kycStateOf = async (h: Harness, playerId: number) =>
  (
    await rowsOf<{ is_verified: boolean; status_kyc: string | null }>(
      h,
      sql`select is_verified, status_kyc from players where id = ${playerId}`,
    )
  )[0];

export type KycWebhookEvent = {
  id?: string;
  type?: string;
  applicantId: string;
  playerId: number;
  levelName: string;
  reviewStatus: 'init' | 'pending' | 'completed';
  answer?: 'GREEN' | 'RED';
  at: Date;
};

/** The sandbox's webhook body of an event, as Sumsub shapes it. */
export const kycWebhookBody = (event: KycWebhookEvent): string =>
  JSON.stringify({
    correlationId: event.id ?? `req-${randomUUID()}`,
    type:
      event.type ??
      (event.reviewStatus === 'completed'
        ? 'applicantReviewed'
        : event.reviewStatus === 'pending'
          ? 'applicantPending'
          : 'applicantCreated'),
    applicantId: event.applicantId,
    externalUserId: String(event.playerId),
    levelName: event.levelName,
    reviewStatus: event.reviewStatus,
    sandboxMode: true,
    createdAtMs: event.at.toISOString(),
    ...(event.answer
      ? {
          reviewResult: {
            reviewAnswer: event.answer,
            ...(event.answer === 'RED'
              ? {
                  rejectLabels: ['FORGERY'],
                  moderationComment: 'The document appears to be forged.',
                }
              : {}),
          },
        }
      : {}),
  });

/** Posts a body to the casino's KYC webhook, signed with the test secret unless told otherwise. */
export const postKycWebhook = (
  h: Harness,
  body: string,
  options: { secret?: string; digest?: string | null } = {},
) => {
  const digest =
    options.digest === undefined
      ? signKycPayload(options.secret ?? KYC_WEBHOOK_SECRET, body)
      : options.digest;
  return h.app.inject({
    method: 'POST',
    url: '/v1/kyc/webhooks/sandbox',
    headers: {
      'content-type': 'application/json',
      ...(digest === null ? {} : { [KYC_DIGEST_HEADER]: digest }),
    },
    payload: body,
  });
};
