import type { StaffPlayerRow as StaffPlayerListRow } from '@prime/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuditHook } from '../../lib/audit-hook';
import type { StaffPlayerRow, StaffPlayersRepository } from './staff-players.repository';

const rowOf = (row: StaffPlayerRow): StaffPlayerListRow => ({
  id: row.id,
  username: row.username,
  email: row.email,
  phone: row.mobile,
  status: row.status,
  created_at: row.createdAt.toISOString(),
});

const recordOf = (row: StaffPlayerRow) => ({
  ...rowOf(row),
  skinId: row.skinId,
  currencyId: row.currencyId,
  first_name: row.firstName,
  last_name: row.lastName,
  country: row.countryCode,
  isPep: row.isPep,
  isUbo: row.isUbo,
});

/** The players as the back office reads them: search, one player's record, staff notes. */
export const createStaffPlayersService = (repository: StaffPlayersRepository) => ({
  search: async (query: Parameters<StaffPlayersRepository['search']>[0]) => {
    const { rows, total } = await repository.search(query);
    return { rows: rows.map(rowOf), total };
  },

  /** One player of any skin; not_found when there is none. */
  get: async (id: number) => {
    const row = await repository.findById(id);
    if (!row) throw new AppError('not_found', 'No such player.');
    return recordOf(row);
  },

  /** The records of the players of `ids` (any skin) by id, in one statement; unknown ids left out. */
  getMany: async (ids: number[]) =>
    new Map((await repository.findByIds(ids)).map((row) => [row.id, recordOf(row)])),

  flaggedIds: () => repository.flaggedIds(),

  /**
   * A compliance officer sets or clears PEP and UBO: the launch gates and the AML level read
   * them at once; a note keeps who, when and why.
   */
  setAmlFlags: async (
    playerId: number,
    flags: { pep?: boolean | undefined; ubo?: boolean | undefined },
    change: { by: string; reason: string },
    tx?: Db,
  ) => {
    if (!(await repository.findById(playerId, tx)))
      throw new AppError('not_found', 'No such player.');
    const said = [
      flags.pep === undefined ? null : `PEP ${flags.pep ? 'set' : 'cleared'}`,
      flags.ubo === undefined ? null : `UBO ${flags.ubo ? 'set' : 'cleared'}`,
    ].filter(Boolean);
    await repository.setFlags(
      playerId,
      {
        ...(flags.pep === undefined ? {} : { isPep: flags.pep }),
        ...(flags.ubo === undefined ? {} : { isUbo: flags.ubo }),
      },
      { body: `${said.join(', ')}: ${change.reason}`, author: change.by },
      tx,
    );
  },

  usernamesOf: (ids: number[]) => repository.usernamesOf([...new Set(ids)]),

  /** A staff note on a player, with its author (and their audit row, in one transaction). */
  addNote: async (
    playerId: number,
    text: string,
    author: string,
    options: { audit?: AuditHook } = {},
  ) => {
    if (!(await repository.findById(playerId))) throw new AppError('not_found', 'No such player.');
    return repository.transaction(async (tx) => {
      const id = await repository.addNote({ playerId, kind: 'staff', body: text, author }, tx);
      await options.audit?.(tx);
      return id;
    });
  },

  notesOf: async (playerId: number) =>
    (await repository.notesOf(playerId)).map((note) => ({
      id: note.id,
      text: note.body,
      created_by: note.author,
      at: note.createdAt.toISOString(),
    })),
});

export type StaffPlayersService = ReturnType<typeof createStaffPlayersService>;
