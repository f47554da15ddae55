import { BUILT_IN_TEXTS } from '@prime/contract/texts';
import { hash } from 'argon2';
import { sql } from 'drizzle-orm';
import { sha256 } from '../../lib/hash';
import { createNewsletterRepository } from '../../modules/newsletter/newsletter.repository';
import { newOptOutToken, optOutPath } from '../../modules/newsletter/opt-out-token';
import type { Db } from '../client';
import { seedCampaigns } from './campaigns';
import { seedCatalog } from './catalog';
import { countries, currencies, languages, players, skins, staff, translations } from '../schema';
import { seedContent } from './content/seed-content';
import { seedPaymentMethods } from './payment-methods';
import { seedSurvey } from './survey';
import { seedImportedPlayer } from './imported-player';
import { COUNTRIES } from './countries';
import { createWalletRepository } from '../../modules/wallet/wallet.repository';
import { createWalletService } from '../../modules/wallet/wallet.service';
import {
  DEMO_FUNDS_MINOR,
  DEMO_PASSWORD,
  DEMO_PLAYERS,
  DEMO_ROLE_STAFF,
  DEMO_SKIN,
  DEMO_STAFF,
  DEMO_STAFF_PASSWORD,
} from './demo';
import { CURRENCY_SEED, LANGUAGE_SEED } from './reference';

export type SeedOptions = { demo: boolean; client: { ref: string; password: string } };
export type SeedReport = {
  reference: number;
  demo: boolean;
  /** Opt-out page of the first demo player's newsletter link (new demo database only). */
  newsletter_opt_out?: string;
};

/**
 * Reference data (languages, countries, currencies, built-in texts) is inserted when missing and
 * never overwritten, so an operator's edits survive restarts. The demo skin and accounts are
 * created only in a database that has no skin yet. Running it twice changes nothing.
 */
export const seedDatabase = async (db: Db, options: SeedOptions): Promise<SeedReport> => {
  let reference = 0;
  await db.transaction(async (tx) => {
    reference += (
      await tx
        .insert(languages)
        .values(LANGUAGE_SEED.map((language, index) => ({ ...language, position: index + 1 })))
        .onConflictDoNothing()
        .returning({ id: languages.id })
    ).length;
    reference += (
      await tx
        .insert(countries)
        .values(
          COUNTRIES.map((country) => ({
            ...country,
            phonePrefix: country.phone_prefix,
            isEea: country.is_EEA,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: countries.id })
    ).length;
    reference += (
      await tx
        .insert(currencies)
        .values([...CURRENCY_SEED])
        .onConflictDoNothing()
        .returning({ id: currencies.id })
    ).length;
    const texts = Object.entries(BUILT_IN_TEXTS).flatMap(([languageCode, sections]) =>
      Object.entries(sections).flatMap(([section, keys]) =>
        Object.entries(keys as Record<string, string>).map(([key, value]) => ({
          languageCode,
          section,
          key,
          value,
        })),
      ),
    );
    reference += (
      await tx
        .insert(translations)
        .values(texts)
        .onConflictDoNothing()
        .returning({ id: translations.id })
    ).length;
    reference += await seedPaymentMethods(tx);
    reference += await seedSurvey(tx);
  });

  if (!options.demo) return { reference, demo: false };
  await seedCatalog(db);
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(skins);
  if (count > 0) {
    await seedImportedPlayer(db);
    // Databases seeded before campaigns existed get them; known codes are left alone.
    await seedCampaigns(db);
    return { reference, demo: false };
  }

  const [passwordHash, staffHash] = await Promise.all([
    hash(DEMO_PASSWORD),
    hash(DEMO_STAFF_PASSWORD),
  ]);
  const optOut = newOptOutToken();
  const demoPlayerIds = await db.transaction(async (tx) => {
    await tx.insert(skins).values({
      ...DEMO_SKIN,
      clientRef: options.client.ref,
      clientSecretHash: sha256(options.client.password),
    });
    // The skin id is fixed, so move the sequence past it for skins created later.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('skins', 'id'), (select max(id) from skins))`,
    );
    const now = new Date();
    const demoPlayers = await tx
      .insert(players)
      .values(
        DEMO_PLAYERS.map((player) => ({
          ...player,
          skinId: DEMO_SKIN.id,
          passwordHash,
          status: 'active',
          isVerified: true,
          termsAccepted: true,
          emailVerifiedAt: now,
          smsVerifiedAt: now,
          realityMinutes: 60,
          // Subscribed, so the newsletter opt-out has something to withdraw.
          newsletter: true,
          marketingConsent: true,
        })),
      )
      .returning({ id: players.id });
    await tx
      .insert(staff)
      .values(
        [DEMO_STAFF, ...DEMO_ROLE_STAFF].map((member) => ({ ...member, passwordHash: staffHash })),
      );
    await seedContent(tx, DEMO_SKIN.id, now);
    await createNewsletterRepository(tx).insertToken({
      playerId: demoPlayers[0]!.id,
      tokenHash: optOut.tokenHash,
      expiresAt: optOut.expiresAt,
    });
    return demoPlayers.map((player) => player.id);
  });
  await seedImportedPlayer(db);
  await seedCampaigns(db);
  // Money to play with, booked in the ledger as the operator's credit with a reason.
  const wallet = createWalletService(createWalletRepository(db));
  for (const [index, player] of DEMO_PLAYERS.entries())
    await wallet.adjust({
      playerId: demoPlayerIds[index]!,
      pocket: 'available',
      amount: DEMO_FUNDS_MINOR[player.username],
      reason: 'Demo funds',
      idempotencyKey: `seed:demo-funds:${player.username}`,
      staff: 'seed',
    });
  return { reference, demo: true, newsletter_opt_out: optOutPath(optOut.token) };
};
