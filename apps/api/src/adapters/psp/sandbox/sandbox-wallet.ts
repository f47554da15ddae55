import { createHmac } from 'node:crypto';
import { digestsEqual, randomToken } from '../../../lib/hash';
import { hashPassword, verifyPassword } from '../../../lib/password';
import { EWalletNotReadyError, type EWallet, type EWalletStanding } from '../psp';
import type { SandboxRepository, SandboxWallet } from './sandbox.repository';

/** A NeteraPay PIN: 4 to 6 digits. */
export const SANDBOX_WALLET_PIN = /^\d{4,6}$/;
/** An identification with the PIN lets the casino charge the wallet for this long. */
export const SANDBOX_WALLET_IDENTIFIED_MINUTES = 15;
/** The wallet's page link the casino hands out works this long. */
export const SANDBOX_WALLET_LINK_MINUTES = 30;
/** Wrong PINs in a row that lock the wallet, and for how long. */
export const SANDBOX_WALLET_MAX_ATTEMPTS = 5;
export const SANDBOX_WALLET_LOCK_MINUTES = 15;

const MINUTE_MS = 60_000;
const later = (now: Date, minutes: number) => new Date(now.getTime() + minutes * MINUTE_MS);

export type WalletPinOutcome = 'connected' | 'identified' | 'wrong_pin' | 'locked' | 'registered';

const standingOf = (wallet: SandboxWallet | undefined, now: Date): EWalletStanding => ({
  registered: wallet !== undefined,
  identified: wallet?.identifiedUntil ? wallet.identifiedUntil > now : false,
});

/**
 * The sandbox's e-wallet, NeteraPay as the casino meets it: the player connects the wallet once
 * by choosing a PIN on the wallet's page, identifies with that PIN (which holds for
 * SANDBOX_WALLET_IDENTIFIED_MINUTES), and only an identified wallet accepts a charge. A charge
 * is answered later by a signed `payment.succeeded` webhook, as a real wallet answers.
 */
export const createSandboxWallet = (options: {
  repository: SandboxRepository;
  /** Signs the links to the wallet's page (derived from PSP_WEBHOOK_SECRET). */
  secret: string;
  publicUrl: string;
}) => {
  const { repository } = options;
  const linkKey = createHmac('sha256', options.secret).update('sandbox-wallet-links').digest();
  const sign = (payload: string) => createHmac('sha256', linkKey).update(payload).digest('hex');

  const wallet: EWallet = {
    standing: async (customerRef, now) => standingOf(await repository.findWallet(customerRef), now),

    promptUrl: (customerRef, now) => {
      const expires = Math.floor(later(now, SANDBOX_WALLET_LINK_MINUTES).getTime() / 1000);
      // The nonce keeps two links of one customer apart; the signature makes them unforgeable.
      const payload = Buffer.from(`${customerRef}:${expires}:${randomToken(6)}`).toString(
        'base64url',
      );
      return `${options.publicUrl}/sandbox/psp/wallet/${payload}.${sign(payload)}`;
    },

    charge: async (input) =>
      repository.transaction(async (tx) => {
        const standing = standingOf(await repository.findWallet(input.customerRef, tx), new Date());
        if (!standing.identified) throw new EWalletNotReadyError(standing);
        const id = `cs_test_${randomToken(24)}`;
        // Decided by the next round of the outbox, so the webhook comes after this answer.
        await repository.insertSession(
          {
            id,
            kind: 'payment',
            reference: String(input.transactionId),
            amount: input.amount,
            currency: input.currency,
            status: 'processing',
            decideAt: new Date(),
          },
          tx,
        );
        return { reference: id };
      }),
  };

  return {
    wallet,

    /** The customer a link of the wallet's page names, while it is valid; undefined otherwise. */
    customerOfLink: (token: string, now: Date): string | undefined => {
      const [payload, signature] = token.split('.');
      if (!payload || !signature || !/^[0-9a-f]{64}$/.test(signature)) return undefined;
      if (!digestsEqual(signature, sign(payload))) return undefined;
      const [customerRef, expires] = Buffer.from(payload, 'base64url').toString().split(':');
      if (!customerRef || !expires || Number(expires) * 1000 <= now.getTime()) return undefined;
      return customerRef;
    },

    standing: wallet.standing,

    /** Connects the wallet with a new PIN, which also identifies the player. */
    connect: async (customerRef: string, pin: string, now: Date): Promise<WalletPinOutcome> => {
      const inserted = await repository.insertWallet({
        customerRef,
        pinHash: await hashPassword(pin),
        identifiedUntil: later(now, SANDBOX_WALLET_IDENTIFIED_MINUTES),
      });
      return inserted ? 'connected' : 'registered';
    },

    /**
     * Identifies the player with their PIN. Tries of one wallet run one after another under its
     * row lock; SANDBOX_WALLET_MAX_ATTEMPTS wrong ones in a row lock it for a while.
     */
    identify: async (customerRef: string, pin: string, now: Date): Promise<WalletPinOutcome> =>
      repository.transaction(async (tx) => {
        const found = await repository.findWallet(customerRef, tx);
        if (!found) return 'wrong_pin';
        if (found.lockedUntil && found.lockedUntil > now) return 'locked';
        if (await verifyPassword(found.pinHash, pin)) {
          await repository.updateWallet(tx, customerRef, {
            identifiedUntil: later(now, SANDBOX_WALLET_IDENTIFIED_MINUTES),
            failedAttempts: 0,
            lockedUntil: null,
          });
          return 'identified';
        }
        const failed = found.failedAttempts + 1;
        const locks = failed >= SANDBOX_WALLET_MAX_ATTEMPTS;
        await repository.updateWallet(tx, customerRef, {
          failedAttempts: locks ? 0 : failed,
          lockedUntil: locks ? later(now, SANDBOX_WALLET_LOCK_MINUTES) : null,
        });
        return locks ? 'locked' : 'wrong_pin';
      }),
  };
};

export type SandboxWalletService = ReturnType<typeof createSandboxWallet>;
