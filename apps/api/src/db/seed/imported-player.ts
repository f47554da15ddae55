import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { players, skins } from '../schema';
import { DEMO_SKIN } from './demo';

/** The demo player imported from the previous platform; the README lists the login. */
export const IMPORTED_PLAYER = {
  username: 'importedplayer',
  email: 'imported.player@example.com',
  password: 'Legacy@2026',
} as const;

/**
 * bcrypt (`$2y$`, cost 10) of IMPORTED_PLAYER.password, as the previous platform stored it.
 * Kept as a literal so the seed does what a real import does: copy the old hash.
 */
const LEGACY_HASH = '$2y$10$0nMqwnONqqBXF.YaoQBukeNB1EH/g5pPznXbeUoIoj1OuPO77.4rK';

/**
 * Adds the imported demo player (legacy hash, `is_crypt = false`, active and verified) when the
 * demo skin exists and the player does not. Running it again changes nothing.
 */
export const seedImportedPlayer = async (db: Db): Promise<boolean> => {
  const [skin] = await db
    .select({ id: skins.id })
    .from(skins)
    .where(sql`${skins.id} = ${DEMO_SKIN.id}`);
  if (!skin) return false;
  const now = new Date();
  const inserted = await db
    .insert(players)
    .values({
      skinId: DEMO_SKIN.id,
      username: IMPORTED_PLAYER.username,
      email: IMPORTED_PLAYER.email,
      passwordHash: LEGACY_HASH,
      isCrypt: false,
      firstName: 'Ivan',
      lastName: 'Import',
      gender: 'male',
      dob: '1979-02-18',
      countryCode: 'SK',
      city: 'Bratislava',
      addressLine1: 'Obchodná 7',
      postalCode: '811 06',
      nationality: 'SK',
      currencyId: 1,
      language: 'sk',
      status: 'active',
      isVerified: true,
      termsAccepted: true,
      emailVerifiedAt: now,
      realityMinutes: 60,
    })
    .onConflictDoNothing()
    .returning({ id: players.id });
  return inserted.length > 0;
};
