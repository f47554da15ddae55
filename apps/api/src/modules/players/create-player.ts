import {
  PEP_UBO_AML_SCORE,
  PEP_UBO_MAX_DAILY_DEPOSIT,
  toMinor,
  type OpsPlayerCreateBody,
} from '@prime/contract';
import bcrypt from 'bcryptjs';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { players } from './players.tables';

/** The password of accounts created without one. */
export const OPS_PLAYER_DEFAULT_PASSWORD = 'PrimeTest#2026';
/** Cost of the legacy hashes written for imported players (as the previous platform used). */
const LEGACY_BCRYPT_COST = 10;

export type CreatedPlayer = { id: number; username: string; email: string; password: string };

/**
 * An active account on the first skin, in EUR, for demos, support and browser tests. Registration
 * is the way players get accounts; this is the operator's shortcut.
 */
export const createPlayerAccount = async (
  db: Db,
  input: OpsPlayerCreateBody,
): Promise<CreatedPlayer> => {
  const password = input.password ?? OPS_PLAYER_DEFAULT_PASSWORD;
  const email = input.email ?? `${input.username.toLowerCase()}@example.com`;
  const passwordHash = input.imported
    ? (await bcrypt.hash(password, LEGACY_BCRYPT_COST)).replace(/^\$2[ab]\$/, '$2y$')
    : await hashPassword(password);
  const verifiedAt = input.unverified ? null : new Date();
  const rows = await db
    .insert(players)
    .values({
      skinId: 1,
      username: input.username,
      email,
      emailVerifiedAt: verifiedAt,
      mobile: input.mobile ?? null,
      smsVerifiedAt: input.mobile ? verifiedAt : null,
      passwordHash,
      isCrypt: !input.imported,
      firstName: 'Test',
      lastName: input.username,
      gender: 'other',
      dob: '1990-01-01',
      countryCode: input.country ?? 'MT',
      city: 'Valletta',
      addressLine1: 'Merchants Street 1',
      street: 'Merchants Street',
      streetNumber: '1',
      postalCode: 'VLT 1171',
      nationality: 'MT',
      currencyId: 1,
      language: 'en',
      status: input.disabled_days
        ? 'disabled'
        : input.self_excluded_days
          ? 'self_excluded'
          : 'active',
      statusExpiresAt:
        input.disabled_days || input.self_excluded_days
          ? new Date(Date.now() + (input.disabled_days ?? input.self_excluded_days!) * 86_400_000)
          : null,
      isPep: input.pep ?? false,
      // As registration does: a PEP starts with the AML score and daily deposit limit of one.
      ...(input.pep
        ? { amlScore: PEP_UBO_AML_SCORE, maxDailyDeposit: toMinor(PEP_UBO_MAX_DAILY_DEPOSIT) }
        : {}),
      isVerified: !input.unverified,
      termsAccepted: !input.no_terms,
    })
    .onConflictDoNothing()
    .returning({ id: players.id });
  const row = rows[0];
  if (!row) throw new AppError('already_used', 'A player with this username or e-mail exists.');
  return { id: row.id, username: input.username, email, password };
};
