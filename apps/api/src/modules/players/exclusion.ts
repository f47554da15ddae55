import type { UpdateMeBody } from '@prime/contract';
import type { Db } from '../../db/client';

/** A player's standing as an exclusion change reads it. */
export type PlayerStanding = {
  id: number;
  status: string;
  statusExpiresAt: Date | null;
};

/** What an exclusion sets on the player's row now. */
export type ExclusionSet = {
  status: 'self_excluded' | 'closed';
  statusReason: string;
  statusExpiresAt: Date | null;
};

/**
 * Player protection's decision on one exclusion of PUT me, inside the transaction that holds the
 * player's row and then the wallet locked (decision 36): the standing to set now (marketing stops with it), or undefined when the
 * change waits for the operator (an earlier end). Refusals are thrown. Given by the protection
 * module, which owns the rules and ends the player's sessions in `tx`.
 */
export type ExclusionChanger = (
  tx: Db,
  player: PlayerStanding,
  body: UpdateMeBody,
) => Promise<ExclusionSet | undefined>;
