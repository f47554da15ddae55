import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlayer } from '../../test/factories/players';
import { startHarness, type Harness } from '../../test/harness';
import { rowsOf } from '../../test/queries/rows';
import { createLoginAttemptsRepository } from './login-attempts.repository';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const attemptsOf = (login: string) =>
  rowsOf<{ player_id: number | null }>(
    h,
    sql`select player_id from login_attempts where login = ${login}`,
  );

describe('recording a login try', () => {
  it('keeps the account it named, or none once that account was removed meanwhile', async () => {
    const repository = createLoginAttemptsRepository(h.database.db);
    const player = await buildPlayer(h.database.db);
    const attempt = { skinId: 1, ip: '203.0.113.7', succeeded: false };
    await h.database.db.transaction((tx) =>
      repository.record(tx, { ...attempt, playerId: player.id, login: 'present' }),
    );
    // An abandoned registration removed between the account's lookup and the record.
    await h.database.db.transaction((tx) =>
      repository.record(tx, { ...attempt, playerId: 2_000_000_000, login: 'removed' }),
    );
    expect(await attemptsOf('present')).toEqual([{ player_id: player.id }]);
    expect(await attemptsOf('removed')).toEqual([{ player_id: null }]);
  });
});
