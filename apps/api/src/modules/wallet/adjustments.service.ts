import { STAFF_ADJUSTMENT_APPROVAL_EUR, toMinor } from '@prime/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuditHook } from '../../lib/audit-hook';
import type {
  AdjustmentRow,
  AdjustmentsRepository,
  ListedAdjustment,
} from './adjustments.repository';
import type { WalletService } from './wallet.service';

export type { ListedAdjustment } from './adjustments.repository';

export type AdjustmentRequest = {
  playerId: number;
  direction: 'credit' | 'debit';
  /** Minor units, positive. */
  amount: bigint;
  reason: string;
  idempotencyKey: string;
  /** The requesting staff member's username. */
  staff: string;
  /** Their audit row, written with a new adjustment (a replay writes nothing). */
  audit?: AuditHook;
};

/** A staff member's audit row, written in the decision's transaction. */
type Options = { audit?: AuditHook };

const THRESHOLD_EUR_MINOR = toMinor(STAFF_ADJUSTMENT_APPROVAL_EUR);
const RATE_SCALE = 100_000_000n;

/**
 * Manual adjustments of a player's real money by staff (decision 33). At or below
 * STAFF_ADJUSTMENT_APPROVAL_EUR (in the player's currency) one books at once; above it, it waits
 * for a second staff member, who approves (it books) or rejects it, exactly once. A credit goes
 * to `available`; a debit takes `deposited` first, then `available` (as a chargeback does) and
 * never more than the player's real money.
 */
export const createAdjustmentsService = (
  repository: AdjustmentsRepository,
  wallet: Pick<WalletService, 'lockWithin' | 'postWithin'>,
) => {
  /** Moves the money of `row` inside `tx`, under the wallet's lock; answers the transaction id. */
  const book = async (tx: Db, row: AdjustmentRow, currencyId: number, approvedBy?: string) => {
    const pockets = await wallet.lockWithin(tx, row.playerId);
    if (!pockets) throw new AppError('not_found', 'No such player.');
    let changes: { available?: bigint; deposited?: bigint };
    if (row.direction === 'credit') {
      changes = { available: row.amount };
    } else {
      if (pockets.available + pockets.deposited < row.amount) {
        throw new AppError(
          'insufficient_funds',
          "The debit is more than the player's real money; it would take the balance below zero.",
        );
      }
      const fromDeposited = row.amount < pockets.deposited ? row.amount : pockets.deposited;
      changes = { deposited: -fromDeposited, available: -(row.amount - fromDeposited) };
    }
    const posted = await wallet.postWithin(tx, {
      playerId: row.playerId,
      currencyId,
      type: 'adjustment',
      idempotencyKey: `adjustment:${row.id}`,
      changes,
      house: 'adjustments',
      reason: row.reason,
      createdBy: row.requestedBy,
      meta: { adjustment_id: row.id, ...(approvedBy ? { approved_by: approvedBy } : {}) },
    });
    return posted.transactionId;
  };

  const currencyOf = async (tx: Db, playerId: number) => {
    const currency = await repository.currencyOf(tx, playerId);
    if (!currency) throw new AppError('not_found', 'No such player.');
    return currency;
  };

  const get = async (id: number): Promise<ListedAdjustment> => {
    const [row] = await repository.list({ statuses: null, id });
    if (!row) throw new AppError('not_found', 'No such adjustment.');
    return row;
  };

  /** Locks a pending adjustment for a decision by `staff`. */
  const lockPending = async (tx: Db, id: number) => {
    const row = await repository.lock(tx, id);
    if (!row) throw new AppError('not_found', 'No such adjustment.');
    if (row.status !== 'pending') throw new AppError('adjustment_decided');
    return row;
  };

  return {
    get,
    list: repository.list,

    /**
     * Asks for an adjustment: booked at once at or below the threshold, `pending` above it.
     * The same idempotency key answers the first adjustment (`replayed`) and moves nothing; with
     * another player, direction or amount it is a conflict. A refused booking leaves no row.
     */
    request: async (
      input: AdjustmentRequest,
    ): Promise<{ adjustment: ListedAdjustment; replayed: boolean }> => {
      const outcome = await repository.transaction(async (tx) => {
        const { currencyId, rateE8 } = await currencyOf(tx, input.playerId);
        const thresholdMinor = (THRESHOLD_EUR_MINOR * rateE8) / RATE_SCALE;
        const inserted = await repository.insert(tx, {
          playerId: input.playerId,
          direction: input.direction,
          amount: input.amount,
          status: 'pending',
          reason: input.reason,
          idempotencyKey: input.idempotencyKey,
          requestedBy: input.staff,
        });
        if (!inserted) {
          const first = await repository.findByKey(tx, input.idempotencyKey);
          if (
            !first ||
            first.playerId !== input.playerId ||
            first.direction !== input.direction ||
            first.amount !== input.amount
          ) {
            throw new AppError('idempotency_conflict');
          }
          return { id: first.id, replayed: true };
        }
        if (input.amount <= thresholdMinor) {
          const transactionId = await book(tx, inserted, currencyId);
          await repository.decide(tx, inserted.id, {
            status: 'booked',
            decidedBy: input.staff,
            decisionReason: null,
            transactionId,
          });
        }
        await input.audit?.(tx);
        return { id: inserted.id, replayed: false };
      });
      return { adjustment: await get(outcome.id), replayed: outcome.replayed };
    },

    /** A second staff member's approval: books the pending adjustment, once. */
    approve: async (
      id: number,
      staff: string,
      reason?: string,
      options: Options = {},
    ): Promise<ListedAdjustment> => {
      await repository.transaction(async (tx) => {
        const row = await lockPending(tx, id);
        if (row.requestedBy.toLowerCase() === staff.toLowerCase()) {
          throw new AppError('adjustment_own_request');
        }
        const { currencyId } = await currencyOf(tx, row.playerId);
        const transactionId = await book(tx, row, currencyId, staff);
        await repository.decide(tx, id, {
          status: 'booked',
          decidedBy: staff,
          decisionReason: reason ?? null,
          transactionId,
        });
        await options.audit?.(tx);
      });
      return get(id);
    },

    /** Rejects a pending adjustment with a reason; no money moves. */
    reject: async (
      id: number,
      staff: string,
      reason: string,
      options: Options = {},
    ): Promise<ListedAdjustment> => {
      await repository.transaction(async (tx) => {
        await lockPending(tx, id);
        await repository.decide(tx, id, {
          status: 'rejected',
          decidedBy: staff,
          decisionReason: reason,
          transactionId: null,
        });
        await options.audit?.(tx);
      });
      return get(id);
    },
  };
};

export type AdjustmentsService = ReturnType<typeof createAdjustmentsService>;
