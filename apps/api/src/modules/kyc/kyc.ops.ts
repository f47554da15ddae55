import type { OpsKycRecord } from '@prime/contract';
import { AppError } from '../../lib/app-error';
import type { KycRepository } from './kyc.repository';
import { toKycLevel } from './kyc-state';

/**
 * A player's verification as the operator reads it (`npm run ops -- kyc show <username>`): the
 * levels and every event, applied or ignored and why.
 */
export const kycRecordForOperator = async (
  repository: Pick<KycRepository, 'listLevels' | 'listEvents'>,
  findIdByUsername: (username: string) => Promise<number | undefined>,
  username: string,
): Promise<OpsKycRecord> => {
  const playerId = await findIdByUsername(username);
  if (playerId === undefined) throw new AppError('not_found', 'No such player.');
  const [levels, events] = await Promise.all([
    repository.listLevels(playerId),
    repository.listEvents(playerId),
  ]);
  return {
    player_id: playerId,
    levels: levels.map(toKycLevel),
    events: events.map((event) => ({
      source: event.source,
      provider: event.provider,
      event_id: event.eventId,
      type: event.type,
      reason: event.reason,
      payload: event.payload as Record<string, unknown>,
      created_at: event.createdAt.toISOString(),
    })),
  };
};
