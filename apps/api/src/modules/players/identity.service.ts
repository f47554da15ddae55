import type { PlayerIdentityRepository } from './identity.repository';

export type { CompletedPlayer, IdentityPlayer, NewPlayer } from './identity.repository';

/**
 * What registration and verification may read and change of a player: whether a nickname,
 * e-mail or number is taken, the new account, its verified e-mail and phone, the finished
 * registration with its first message and notes. Every read names the skin, so no player is read
 * across sites; the writes join the caller's transaction.
 */
export const createPlayerIdentityService = (repository: PlayerIdentityRepository) => ({
  isUsernameTaken: repository.isUsernameTaken,
  isEmailTaken: repository.isEmailTaken,
  isMobileTaken: repository.isMobileTaken,
  insertPlayer: repository.insertPlayer,
  deleteUnfinished: repository.deleteUnfinished,
  staleUnfinished: repository.staleUnfinished,
  findPlayer: repository.findPlayer,
  markEmailVerified: repository.markEmailVerified,
  markSmsVerified: repository.markSmsVerified,
  hasDuplicatePerson: repository.hasDuplicatePerson,
  completePlayer: repository.completePlayer,
  insertNote: repository.insertNote,
});

export type PlayerIdentityService = ReturnType<typeof createPlayerIdentityService>;
