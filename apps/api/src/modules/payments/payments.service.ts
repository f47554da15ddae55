import { randomUUID } from 'node:crypto';
import {
  AML_KYC_THRESHOLD_EUR,
  NETERAPAY_METHOD_CODE,
  PAYMENT_METHOD_IDS,
  toMajor,
  toMinor,
  WITHDRAW_LOCK_SECONDS,
  type DepositBody,
  type DepositResult,
  type NeterapayStatus,
  type PaymentMethod,
  type PaymentMethodKind,
  type WithdrawBody,
  type WithdrawMethod,
  type WithdrawResult,
} from '@prime/contract';
import {
  EWalletNotReadyError,
  type EWallet,
  type EWalletStanding,
  type PaymentProvider,
} from '../../adapters/psp/psp';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { GeoService } from '../geo/geo.service';
import type { ProtectionService } from '../protection/protection.service';
import type { SurveyService } from '../survey/survey.service';
import type { WalletService } from '../wallet/wallet.service';
import {
  bankDetailsFor,
  cryptoDetailsFor,
  newVariableSymbol,
  normalIban,
} from './operator-accounts';
import type { PaymentMethodRow, PaymentRow, PaymentsRepository } from './payments.repository';
import type { BonusService } from '../bonus/bonus.service';
import { amountTexts } from './amount-texts';

export type PaymentsDeps = {
  repository: PaymentsRepository;
  wallet: WalletService;
  protection: Pick<ProtectionService, 'assertMayDeposit'>;
  geo: Pick<GeoService, 'listCurrencies'>;
  /** Whether the player must still answer the source-of-wealth questionnaire (withdrawals wait). */
  survey: Pick<SurveyService, 'isOutstandingWithin' | 'require'>;
  /** The payment providers by name (`sandbox`). */
  providers: Record<string, PaymentProvider>;
  /** The site's address: the hosted page sends the player back to its /transactions/{id}. */
  publicUrl: string;
  offlineTransferExpiryDays: number;
  /** A card or e-wallet checkout not paid within this many minutes is declined. */
  checkoutExpiryMinutes: number;
  /** How long one payout call may hold its lease, and the first retry delay (ms; tests lower them). */
  payouts?: { leaseMs?: number; retryBaseMs?: number };
  /**
   * The bonus area (decision 32): a deposit's award and code, a withdrawal's forfeit, a
   * chargeback's forfeit of the bonus its deposit earned.
   */
  bonus?: Pick<
    BonusService,
    | 'awardOnDepositWithin'
    | 'checkDepositCode'
    | 'chooseForDepositWithin'
    | 'hasActiveWithin'
    | 'forfeitWithin'
    | 'forfeitOfDepositWithin'
  >;
  now?: () => Date;
  /** Opens the player's basic KYC level when a deposit names it (`createLevel`); never throws. */
  openBasicKyc?: (player: PlayerRef) => Promise<void>;
};

export type PlayerRef = { skinId: number; playerId: number };

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const methodOf = (row: PaymentMethodRow): PaymentMethod => ({
  id: row.id,
  name: row.name,
  code: row.code,
  kind: row.kind as PaymentMethodKind,
  data: { minimum: toMajor(row.minimum), maximum: toMajor(row.maximum) },
  deposit: row.deposit,
  withdrawal: row.withdrawal,
  meta: {
    image: row.image,
    fields:
      row.id === PAYMENT_METHOD_IDS.bank_transfer
        ? ['iban', 'bank', 'accountnumber']
        : row.id === PAYMENT_METHOD_IDS.crypto_transfer
          ? ['sender_name', 'reference_code']
          : [],
  },
});

/** A path of this site, or the status page of the transaction when none (or another site) is given. */
const sitePath = (given: string | undefined, fallback: string) =>
  given && /^\/[A-Za-z0-9/_\-.?=&%]*$/.test(given) && !given.startsWith('//') ? given : fallback;

/** What the player is shown of a deposit's details: where to send the money, not what they sent. */
const shownDetails = (details: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(details).filter(([key]) => key !== 'sender')) as
    DepositResult['details'] | Record<string, never>;

/** An amount outside a payment method's range, found inside a transaction. */
class AmountOutOfRange extends Error {
  constructor(
    readonly method: PaymentMethodRow,
    readonly isAbove: boolean,
    readonly standing: { currency_id: number; language: string },
  ) {
    super('The amount is outside the payment method’s range.');
  }
}

const isOffline = (kind: string) => kind === 'bank_transfer' || kind === 'crypto_transfer';

/** The e-wallet's name for the player: the casino's customer reference. */
const customerRefOf = (playerId: number) => String(playerId);

const isNeterapay = (method: Pick<PaymentMethodRow, 'code'>) =>
  method.code === NETERAPAY_METHOD_CODE;

/** What the site reads of the player's standing with NeteraPay, with the wallet's page to open. */
const neterapayStatusOf = (
  wallet: EWallet,
  customerRef: string,
  standing: EWalletStanding,
  at: Date,
): NeterapayStatus => ({
  status: standing.registered,
  connect: standing.registered ? null : wallet.promptUrl(customerRef, at),
  identify: standing.registered && !standing.identified ? wallet.promptUrl(customerRef, at) : null,
  is_neterapay_verified: standing.registered && standing.identified,
});

/** A deposit's bonus code, checked; a code no campaign of the player accepts names its field. */
const checkBonusCode = async (
  bonus: Pick<BonusService, 'checkDepositCode'>,
  playerId: number,
  code: string,
) => {
  try {
    return await bonus.checkDepositCode(playerId, code);
  } catch (error) {
    if (error instanceof AppError && error.code === 'promo_code_invalid')
      throw new AppError('promo_code_invalid', error.message, { bonus_code: [error.message] });
    throw error;
  }
};

/**
 * The cashier (decision 23): deposits and withdrawals are wallet transactions from the moment
 * they are asked for; money moves only when a verified provider event or an operator says so.
 */
export const createPaymentsService = (deps: PaymentsDeps) => {
  const { repository, wallet } = deps;
  const now = deps.now ?? (() => new Date());

  const currencyOf = async (currencyId: number) => {
    const currency = (await deps.geo.listCurrencies()).find((entry) => entry.id === currencyId);
    if (!currency) throw new Error(`Unknown currency ${currencyId}`);
    return currency;
  };

  const cashierPlayer = async (tx: Db, playerId: number) => {
    const player = await repository.cashierPlayer(playerId, tx);
    if (!player) throw new AppError('unauthenticated');
    return player;
  };

  const methodsFor = async (playerId: number, direction: 'deposit' | 'withdrawal') => {
    const player = await repository.cashierPlayer(playerId);
    if (!player) throw new AppError('unauthenticated');
    return repository.listMethods(direction, player.currency_id);
  };

  /** Refuses an amount outside the method's range (`withAmountRefusals` words the refusal). */
  const amountInRange = (
    amount: bigint,
    method: PaymentMethodRow,
    standing: { currency_id: number; language: string },
  ) => {
    if (amount < method.minimum || amount > method.maximum)
      throw new AmountOutOfRange(method, amount > method.maximum, standing);
  };

  /**
   * Runs `work` (a database transaction), turning an amount it refused into the answer that
   * names the limit missed in the player's language, in `message` and on the field, with both
   * limits in major units in `details`; the currency is read once the transaction has ended.
   */
  const withAmountRefusals = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof AmountOutOfRange)) throw error;
      const { method, isAbove, standing } = error;
      const { code } = await currencyOf(standing.currency_id);
      const texts = amountTexts(standing.language);
      const named = (limit: bigint) => `${toMajor(limit).toFixed(2)} ${code}`;
      const message = isAbove
        ? texts.aboveMaximum(named(method.maximum))
        : texts.belowMinimum(named(method.minimum));
      throw new AppError(
        'amount_out_of_range',
        message,
        { amount: [message] },
        { minimum: toMajor(method.minimum), maximum: toMajor(method.maximum), currency: code },
      );
    }
  };

  const unavailable = (field: string) =>
    new AppError('payment_method_unavailable', undefined, {
      [field]: ['This payment method is not available.'],
    });

  const walletOf = (provider: PaymentProvider | undefined): EWallet => {
    if (!provider?.wallet) throw new Error(`No e-wallet at payment provider ${provider?.name}`);
    return provider.wallet;
  };

  /** The player's standing with NeteraPay; refused with its status unless they may pay now. */
  const assertNeterapayReady = async (playerId: number, method: PaymentMethodRow, at: Date) => {
    const wallet = walletOf(deps.providers[method.provider ?? '']);
    const customerRef = customerRefOf(playerId);
    const standing = await wallet.standing(customerRef, at);
    if (!standing.registered || !standing.identified)
      throw new AppError(
        'neterapay_not_verified',
        undefined,
        undefined,
        neterapayStatusOf(wallet, customerRef, standing, at),
      );
  };

  /**
   * Hands a card or e-wallet deposit to its provider: the hosted page to send the player to, or
   * for NeteraPay a charge of the identified wallet, after which the player waits on the status
   * page. A provider that fails declines the deposit.
   */
  const openAtProvider = async (
    payment: PaymentRow,
    method: PaymentMethodRow,
    currency: string,
    body: DepositBody,
  ): Promise<string> => {
    const provider = deps.providers[payment.provider ?? ''];
    if (!provider) throw new Error(`No payment provider ${payment.provider}`);
    const status = `/transactions/${payment.transactionId}`;
    const returnUrl = `${deps.publicUrl}${sitePath(body.redirect_success, status)}`;
    try {
      const opened = isNeterapay(method)
        ? {
            ...(await walletOf(provider).charge({
              transactionId: payment.transactionId,
              customerRef: customerRefOf(payment.playerId),
              amount: payment.amount,
              currency,
            })),
            url: returnUrl,
          }
        : await provider.createCheckout({
            transactionId: payment.transactionId,
            amount: payment.amount,
            currency,
            returnUrl,
            cancelUrl: `${deps.publicUrl}${sitePath(body.cancel_url, status)}`,
          });
      await repository.transaction((tx) =>
        repository.updatePayment(tx, payment.transactionId, {
          providerReference: opened.reference,
        }),
      );
      return opened.url;
    } catch (error) {
      await repository.transaction(async (tx) => {
        const declined = await wallet.cashier.settleWithin(tx, {
          transactionId: payment.transactionId,
          from: ['initialized'],
          to: 'declined',
        });
        if (declined)
          await repository.updatePayment(tx, payment.transactionId, { status: 'declined' });
        await repository.insertEvent(tx, {
          transactionId: payment.transactionId,
          source: 'system',
          type: 'checkout.failed',
          actor: 'system',
          reason: isNeterapay(method)
            ? 'The e-wallet refused the charge.'
            : 'The payment provider did not open a checkout.',
        });
      });
      // The identification lapsed between the check and the charge: the site asks again.
      if (error instanceof EWalletNotReadyError)
        throw new AppError(
          'neterapay_not_verified',
          undefined,
          undefined,
          neterapayStatusOf(
            walletOf(provider),
            customerRefOf(payment.playerId),
            error.standing,
            now(),
          ),
        );
      throw error;
    }
  };

  return {
    /** GET payments/methods/deposit: the deposit methods in the player's currency. */
    listDepositMethods: async (player: PlayerRef): Promise<PaymentMethod[]> => {
      return (await methodsFor(player.playerId, 'deposit')).map(methodOf);
    },

    /** GET payments/methods/withdraw: the withdrawal methods and limits in the player's currency. */
    listWithdrawMethods: async (player: PlayerRef): Promise<WithdrawMethod[]> => {
      return (await methodsFor(player.playerId, 'withdrawal')).map((row) => ({
        id: row.id,
        name: row.name,
        provider: row.provider ?? '',
        withdrawal: { minimum: toMajor(row.minimum), maximum: toMajor(row.maximum) },
      }));
    },

    /**
     * GET payments/neterapay/player/is_pin_registered: whether the player connected NeteraPay
     * (registered a PIN) and identified recently enough to deposit with it, with the wallet's
     * page to open otherwise. NeteraPay not offered in the player's currency: not found.
     */
    neterapayStatus: async (player: PlayerRef): Promise<NeterapayStatus> => {
      const method = (await methodsFor(player.playerId, 'deposit')).find(isNeterapay);
      if (!method) throw new AppError('not_found', 'NeteraPay is not offered in your currency.');
      const wallet = walletOf(deps.providers[method.provider ?? '']);
      const at = now();
      const customerRef = customerRefOf(player.playerId);
      return neterapayStatusOf(wallet, customerRef, await wallet.standing(customerRef, at), at);
    },

    /**
     * POST payments/deposit. The rules are checked under the player's wallet lock, so two
     * deposits at once are counted one after the other: the method in the player's currency and
     * its range, protection's rules (terms, status, deposit limits), one pending deposit per
     * method. A card or e-wallet deposit answers the provider's hosted page (NeteraPay: the
     * status page, the identified wallet being charged); an offline one is pending with where to
     * send the money.
     */
    deposit: async (player: PlayerRef, body: DepositBody): Promise<DepositResult> => {
      const amount = toMinor(body.amount);
      const at = now();
      // NeteraPay takes a deposit only from a connected and identified wallet (spec 02 §5).
      const neterapay = (await methodsFor(player.playerId, 'deposit')).find(
        (row) => row.id === body.payment_method_id && isNeterapay(row),
      );
      if (neterapay) await assertNeterapayReady(player.playerId, neterapay, at);
      // A bonus code is checked first and refused on its field; it becomes the choice this
      // deposit qualifies for only with the deposit itself.
      const bonusCode =
        body.bonus_code && deps.bonus
          ? await checkBonusCode(deps.bonus, player.playerId, body.bonus_code)
          : undefined;
      const opened = await withAmountRefusals(() =>
        repository.transaction(async (tx) => {
          await wallet.lockWithin(tx, player.playerId);
          const standing = await cashierPlayer(tx, player.playerId);
          const method = (await repository.listMethods('deposit', standing.currency_id, tx)).find(
            (row) => row.id === body.payment_method_id,
          );
          if (!method) throw unavailable('payment_method_id');
          amountInRange(amount, method, standing);
          const aml = await deps.protection.assertMayDeposit(tx, player.playerId, amount, at);
          if (await repository.hasPending(tx, player.playerId, 'deposit', ['pending'], method.id))
            throw new AppError('pending_transaction_exists');
          if (bonusCode) await deps.bonus?.chooseForDepositWithin(tx, bonusCode);
          // Deposits reaching the AML threshold: the source of wealth must be declared (spec 02 §6).
          if (aml.reachesAmlThreshold)
            await deps.survey.require(
              player.playerId,
              { reason: `Deposits reached ${AML_KYC_THRESHOLD_EUR} EUR`, by: 'aml' },
              tx,
            );
          const offline = isOffline(method.kind);
          const transactionId = await wallet.cashier.openWithin(tx, {
            playerId: player.playerId,
            currencyId: standing.currency_id,
            type: 'deposit',
            status: offline ? 'pending' : 'initialized',
            amount,
            paymentMethodId: method.id,
            idempotencyKey: `cashier:deposit:${randomUUID()}`,
            createdBy: 'player',
          });
          let variableSymbol: string | null = null;
          let details: Record<string, unknown> = {};
          if (method.kind === 'bank_transfer') {
            do variableSymbol = newVariableSymbol();
            while (!(await repository.isVariableSymbolFree(tx, variableSymbol)));
            details = {
              ...bankDetailsFor(variableSymbol),
              sender: { iban: body.iban, bank: body.bank, accountnumber: body.accountnumber },
            };
          } else if (method.kind === 'crypto_transfer') {
            details = cryptoDetailsFor({
              sender_name: body.sender_name ?? '',
              reference_code: body.reference_code ?? '',
            });
          }
          const payment: PaymentRow = {
            transactionId,
            playerId: player.playerId,
            kind: 'deposit',
            methodId: method.id,
            amount,
            currencyId: standing.currency_id,
            status: offline ? 'pending' : 'initialized',
            provider: offline ? null : method.provider,
            providerReference: null,
            details,
            variableSymbol,
            expiresAt: new Date(
              at.getTime() +
                (offline
                  ? deps.offlineTransferExpiryDays * DAY_MS
                  : deps.checkoutExpiryMinutes * MINUTE_MS),
            ),
            createdAt: at,
            updatedAt: at,
          };
          await repository.insertPayment(tx, payment);
          await repository.insertEvent(tx, {
            transactionId,
            source: 'player',
            type: 'deposit.requested',
            actor: 'player',
            payload: { method_id: method.id, amount: toMajor(amount) },
          });
          return { payment, offline, method };
        }),
      );
      const { payment, offline, method } = opened;
      if (body.createLevel) await deps.openBasicKyc?.(player);
      if (offline) {
        return {
          transaction_id: payment.transactionId,
          status: 'pending',
          details: shownDetails(payment.details) as DepositResult['details'],
        };
      }
      const currency = await currencyOf(payment.currencyId);
      const url = await openAtProvider(payment, method, currency.code, body);
      return { transaction_id: payment.transactionId, status: 'initialized', url };
    },

    /** GET payments/transactions/{id}: one of the player's own deposits with its details. */
    getDeposit: async (player: PlayerRef, transactionId: number): Promise<DepositResult> => {
      const payment = await repository.findPayment(transactionId, { playerId: player.playerId });
      if (!payment || payment.kind !== 'deposit') throw new AppError('not_found');
      const details = shownDetails(payment.details) ?? {};
      return {
        transaction_id: payment.transactionId,
        status: payment.status as DepositResult['status'],
        ...(Object.keys(details).length > 0
          ? { details: details as DepositResult['details'] }
          : {}),
      };
    },

    /**
     * POST payments/withdraw, under the player's wallet lock: verified players only, the
     * questionnaire answered, one pending withdrawal, one request per WITHDRAW_LOCK_SECONDS,
     * the method's range and the available pocket, a real IBAN. The money leaves `available`
     * for the house's `withdrawals_pending` at once.
     */
    withdraw: async (player: PlayerRef, body: WithdrawBody): Promise<WithdrawResult> => {
      const amount = toMinor(body.amount);
      const iban = normalIban(String(body.accountNumber));
      if (!iban)
        throw new AppError('validation_failed', undefined, {
          accountNumber: ['The IBAN is not valid: please check it.'],
        });
      const at = now();
      let afterBonus: (() => void) | undefined;
      const result = await withAmountRefusals(() =>
        repository.transaction(async (tx) => {
          const pockets = await wallet.lockWithin(tx, player.playerId);
          const standing = await cashierPlayer(tx, player.playerId);
          if (!standing.is_verified) throw new AppError('account_not_verified');
          if (await deps.survey.isOutstandingWithin(tx, player.playerId))
            throw new AppError('questionnaire_required', undefined, undefined, { link: '/sowq' });
          const method = (
            await repository.listMethods('withdrawal', standing.currency_id, tx)
          ).find((row) => row.id === body.account_id);
          if (!method) throw unavailable('account_id');
          amountInRange(amount, method, standing);
          if (
            await repository.hasPending(tx, player.playerId, 'withdrawal', [
              'pending',
              'authorized',
            ])
          )
            throw new AppError('pending_transaction_exists');
          const last = await repository.lastWithdrawalAt(tx, player.playerId);
          if (last && at.getTime() - last.getTime() < WITHDRAW_LOCK_SECONDS * 1000)
            throw new AppError('withdraw_too_soon');
          if (!pockets || pockets.available < amount) throw new AppError('insufficient_funds');
          // A withdrawal while a bonus is active asks first; agreed, the bonus ends with it.
          if (deps.bonus && (await deps.bonus.hasActiveWithin(tx, player.playerId))) {
            if (!body.forfeit_bonus) throw new AppError('bonus_active');
            afterBonus = await deps.bonus.forfeitWithin(tx, player.playerId, 'player');
          }
          const { transactionId } = await wallet.cashier.requestWithdrawalWithin(tx, {
            playerId: player.playerId,
            currencyId: standing.currency_id,
            amount,
            paymentMethodId: method.id,
            idempotencyKey: `cashier:withdrawal:${randomUUID()}`,
            createdBy: 'player',
          });
          await repository.insertPayment(tx, {
            transactionId,
            playerId: player.playerId,
            kind: 'withdrawal',
            methodId: method.id,
            amount,
            currencyId: standing.currency_id,
            status: 'pending',
            provider: method.provider,
            details: { iban },
            createdAt: at,
            updatedAt: at,
          });
          await repository.insertEvent(tx, {
            transactionId,
            source: 'player',
            type: 'withdrawal.requested',
            actor: 'player',
            payload: { method_id: method.id, amount: toMajor(amount) },
          });
          return { transaction_id: transactionId, status: 'pending' as const };
        }),
      );
      afterBonus?.();
      return result;
    },

    /**
     * DELETE payments/transactions/{id}: the player cancels their own bank or crypto transfer
     * while it is pending, so it no longer holds its method or counts against the deposit limits.
     * Nothing moves: a transfer has no entries until the operator confirms what arrived. A
     * transfer the player cancelled already answers the same again (only the player's
     * cancellation leaves an offline deposit `reverted`); any other status is settled.
     */
    cancelTransfer: async (
      player: PlayerRef,
      transactionId: number,
    ): Promise<{ transaction_id: number; status: 'reverted' }> =>
      repository.transaction(async (tx) => {
        const payment = await repository.findPayment(transactionId, {
          playerId: player.playerId,
          tx,
        });
        if (!payment || payment.kind !== 'deposit' || payment.provider !== null)
          throw new AppError('not_found');
        if (payment.status === 'reverted')
          return { transaction_id: transactionId, status: 'reverted' };
        const settled = await wallet.cashier.settleWithin(tx, {
          transactionId,
          from: ['pending'],
          to: 'reverted',
        });
        if (!settled) throw new AppError('transaction_not_pending');
        await repository.updatePayment(tx, transactionId, { status: 'reverted' });
        await repository.insertEvent(tx, {
          transactionId,
          source: 'player',
          type: 'transfer.cancelled',
          actor: 'player',
          reason: 'Cancelled by the player.',
        });
        return { transaction_id: transactionId, status: 'reverted' };
      }),

    /**
     * GET payments/providers/{provider}/decline/{transaction}: the player cancels their own
     * pending withdrawal; its money returns to `available` once, and the cancellation is recorded.
     */
    cancelWithdrawal: async (
      player: PlayerRef,
      provider: string,
      transactionId: number,
    ): Promise<WithdrawResult> =>
      repository.transaction(async (tx) => {
        const payment = await repository.findPayment(transactionId, {
          playerId: player.playerId,
          tx,
        });
        if (!payment || payment.kind !== 'withdrawal' || payment.provider !== provider)
          throw new AppError('not_found');
        const settled = await wallet.cashier.settleWithin(tx, {
          transactionId,
          from: ['pending'],
          to: 'reverted',
          changes: { available: payment.amount },
          house: 'withdrawals_pending',
        });
        if (!settled) throw new AppError('transaction_not_pending');
        await repository.updatePayment(tx, transactionId, { status: 'reverted' });
        await repository.insertEvent(tx, {
          transactionId,
          source: 'player',
          type: 'withdrawal.cancelled',
          actor: 'player',
          reason: 'Cancelled by the player.',
        });
        return { transaction_id: transactionId, status: 'reverted' };
      }),
  };
};

export type PaymentsService = ReturnType<typeof createPaymentsService>;
