import type { PlayerCredentialsRepository } from './credentials.repository';

export type { LoginCandidate, RecoveryTarget } from './credentials.repository';

/**
 * What logging in and password recovery may read and change of a player: the account a login,
 * an e-mail or a nickname names on a skin, its last login and its password. The writes join the
 * caller's transaction; `lockPlayer` holds the row until it ends.
 */
export const createPlayerCredentialsService = (repository: PlayerCredentialsRepository) => ({
  findLoginCandidate: repository.findLoginCandidate,
  recordLogin: repository.recordLogin,
  findRecoveryTarget: repository.findRecoveryTarget,
  findPlayer: repository.findPlayer,
  lockPlayer: repository.lockPlayer,
  setPassword: repository.setPassword,
});

export type PlayerCredentialsService = ReturnType<typeof createPlayerCredentialsService>;
