import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { createOutboxRepository } from '../../webhook-outbox/outbox.repository';
import { kycSandboxApplicants, kycSandboxOutbox, kycSandboxTokens } from './kyc-sandbox.tables';

export type SandboxApplicant = typeof kycSandboxApplicants.$inferSelect;

/** The sandbox verification provider's records: applicants, tokens and the webhooks it owes. */
export const createKycSandboxRepository = (db: Db) => ({
  transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

  findApplicant: async (
    externalUserId: string,
    levelName: string,
    tx: Db = db,
  ): Promise<SandboxApplicant | undefined> =>
    (
      await tx
        .select()
        .from(kycSandboxApplicants)
        .where(
          and(
            eq(kycSandboxApplicants.externalUserId, externalUserId),
            eq(kycSandboxApplicants.levelName, levelName),
          ),
        )
        .limit(1)
    )[0],

  /** A new applicant, or undefined when one of this player and level exists already. */
  insertApplicant: async (
    tx: Db,
    applicant: Pick<SandboxApplicant, 'id' | 'externalUserId' | 'levelName' | 'reviewStatus'>,
  ): Promise<SandboxApplicant | undefined> =>
    (await tx.insert(kycSandboxApplicants).values(applicant).onConflictDoNothing().returning())[0],

  insertToken: async (row: typeof kycSandboxTokens.$inferInsert): Promise<void> => {
    await db.insert(kycSandboxTokens).values(row);
  },

  /** The applicant and return address of a token that has not expired. */
  findByToken: async (token: string, now: Date) =>
    (
      await db
        .select({ applicant: kycSandboxApplicants, returnUrl: kycSandboxTokens.returnUrl })
        .from(kycSandboxTokens)
        .innerJoin(kycSandboxApplicants, eq(kycSandboxApplicants.id, kycSandboxTokens.applicantId))
        .where(and(eq(kycSandboxTokens.token, token), gt(kycSandboxTokens.expiresAt, now)))
        .limit(1)
    )[0],

  /** Records the review of an applicant, unless it is already accepted (GREEN is final). */
  review: async (
    tx: Db,
    id: string,
    change: Pick<
      SandboxApplicant,
      'reviewStatus' | 'reviewAnswer' | 'rejectReason' | 'documentType' | 'documentName'
    >,
  ): Promise<SandboxApplicant | undefined> => {
    const [row] = await tx
      .select()
      .from(kycSandboxApplicants)
      .where(eq(kycSandboxApplicants.id, id))
      .for('update');
    if (!row || row.reviewAnswer === 'GREEN') return undefined;
    return (
      await tx
        .update(kycSandboxApplicants)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(kycSandboxApplicants.id, id))
        .returning()
    )[0];
  },

  ...createOutboxRepository(db, kycSandboxOutbox),
});

export type KycSandboxRepository = ReturnType<typeof createKycSandboxRepository>;
