const MAX_ID = 2_147_483_647;

const parseId = (value: string | undefined): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : null;
};

export type GameIds = { gameId: number; providerId: number };

/** The ids of `/game/play/{providerId}/{gameId}`; null unless both are positive whole numbers. */
export const readGameIds = (params: {
  gameId?: string | undefined;
  providerId?: string | undefined;
}): GameIds | null => {
  const gameId = parseId(params.gameId);
  const providerId = parseId(params.providerId);
  return gameId && providerId ? { gameId, providerId } : null;
};
