import { NETERAPAY_METHOD_CODE, PAYMENT_METHOD_IDS } from '@prime/contract';
import type { Db } from '../client';
import { paymentMethodLimits, paymentMethods } from '../schema';
import { CURRENCY_SEED } from './reference';

/**
 * The cashier's methods: two through the sandbox provider's hosted page, its NeteraPay e-wallet,
 * and offline transfers.
 */
export const SEEDED_PAYMENT_METHODS = [
  {
    id: 1,
    code: 'external',
    name: 'Card',
    kind: 'card',
    deposit: true,
    withdrawal: false,
    provider: 'sandbox',
    image: '/payments/visa.svg',
    position: 1,
    /** Minimum and maximum in euros; other currencies at the reference rate. */
    eur: [10, 5_000],
  },
  {
    id: 2,
    code: 'external',
    name: 'Sandbox Wallet',
    kind: 'ewallet',
    deposit: true,
    withdrawal: false,
    provider: 'sandbox',
    image: '/payments/skrill.svg',
    position: 2,
    eur: [10, 2_000],
  },
  {
    id: 3,
    code: NETERAPAY_METHOD_CODE,
    name: 'NeteraPay',
    kind: 'ewallet',
    deposit: true,
    withdrawal: false,
    // The sandbox provider's e-wallet plays NeteraPay: connect with a PIN, identify, pay.
    provider: 'sandbox',
    image: '/payments/neterapay.svg',
    position: 3,
    eur: [10, 2_000],
  },
  {
    id: PAYMENT_METHOD_IDS.bank_transfer,
    code: 'wire_transfer',
    name: 'Bank transfer',
    kind: 'bank_transfer',
    deposit: true,
    withdrawal: false,
    provider: null,
    image: '/payments/bank-transfer.svg',
    position: 4,
    eur: [20, 50_000],
  },
  {
    id: PAYMENT_METHOD_IDS.crypto_transfer,
    code: 'crypto_transfer',
    name: 'Crypto transfer',
    kind: 'crypto_transfer',
    deposit: true,
    withdrawal: false,
    provider: null,
    image: '/payments/crypto-transfer.svg',
    position: 5,
    eur: [20, 20_000],
  },
  {
    id: PAYMENT_METHOD_IDS.bank_transfer_withdrawal,
    code: 'wire_transfer',
    name: 'Bank transfer',
    kind: 'bank_transfer',
    deposit: false,
    withdrawal: true,
    // Withdrawals are paid out through the provider's payouts.
    provider: 'sandbox',
    image: '/payments/bank-transfer.svg',
    position: 6,
    eur: [20, 10_000],
  },
] as const;

/** Whole units of a currency worth `eur` euros at its reference rate, in minor units. */
const minorAtRate = (eur: number, rate: string): bigint =>
  BigInt(Math.round(eur * Number(rate))) * 100n;

/** Inserts the methods and their limits in every seeded currency when missing; edits survive. */
export const seedPaymentMethods = async (tx: Db): Promise<number> => {
  const methods = await tx
    .insert(paymentMethods)
    .values(SEEDED_PAYMENT_METHODS.map(({ eur: _eur, ...method }) => method))
    .onConflictDoNothing()
    .returning({ id: paymentMethods.id });
  const limits = await tx
    .insert(paymentMethodLimits)
    .values(
      SEEDED_PAYMENT_METHODS.flatMap((method) =>
        CURRENCY_SEED.map((currency) => ({
          methodId: method.id,
          currencyId: currency.id,
          minimum: minorAtRate(method.eur[0], currency.rate),
          maximum: minorAtRate(method.eur[1], currency.rate),
        })),
      ),
    )
    .onConflictDoNothing()
    .returning({ methodId: paymentMethodLimits.methodId });
  return methods.length + limits.length;
};
