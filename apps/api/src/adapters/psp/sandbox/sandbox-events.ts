import { z } from '@prime/contract';
import { randomToken } from '../../../lib/hash';
import { PSP_EVENT_TYPES, type PspEvent, type PspEventType } from '../psp';
import type { SandboxSession } from './sandbox.repository';

/** The JSON body of a sandbox webhook, as Stripe shapes its events. */
const eventBody = z.object({
  id: z.string().regex(/^evt_test_[A-Za-z0-9_-]{1,64}$/),
  type: z.enum(PSP_EVENT_TYPES),
  created: z.number().int(),
  data: z.object({
    object: z.object({
      id: z.string().min(1).max(100),
      reference: z.string().regex(/^\d{1,18}$/),
      amount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
      currency: z.string().regex(/^[A-Z]{3}$/),
    }),
  }),
});

/** A new event about a session or payout, as the exact text that is signed and sent. */
export const newEventBody = (type: PspEventType, session: SandboxSession, now: Date) => {
  const id = `evt_test_${randomToken(18)}`;
  const body = JSON.stringify({
    id,
    type,
    created: Math.floor(now.getTime() / 1000),
    data: {
      object: {
        id: session.id,
        reference: session.reference,
        amount: Number(session.amount),
        currency: session.currency,
      },
    },
  });
  return { id, body };
};

/** The event a verified body carries, or undefined when it is not one of ours. */
export const parseEventBody = (rawBody: string): PspEvent | undefined => {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return undefined;
  }
  const parsed = eventBody.safeParse(json);
  if (!parsed.success) return undefined;
  const { id, type, data } = parsed.data;
  return {
    id,
    type,
    transactionId: Number(data.object.reference),
    reference: data.object.id,
    amount: BigInt(data.object.amount),
    currency: data.object.currency,
  };
};
