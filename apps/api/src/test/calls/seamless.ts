import { randomUUID } from 'node:crypto';
import { SIGNATURE_HEADER } from '@prime/contract';
import type { LightMyRequestResponse } from 'fastify';
import { providerSecret, signBody } from '../../modules/seamless/signature';
import type { Seat } from '../factories/seats';
import { GAME_PROVIDER_KEY, type Harness } from '../harness';

/** A seamless-wallet call signed with the provider's secret (or another one, to test refusals). */
export const signedCall = (
  h: Pick<Harness, 'app'>,
  providerSlug: string,
  action: 'balance' | 'bet' | 'win' | 'rollback',
  body: Record<string, unknown>,
  options: { secret?: string; signature?: string; payload?: string } = {},
): Promise<LightMyRequestResponse> => {
  const payload = options.payload ?? JSON.stringify(body);
  const secret = options.secret ?? providerSecret(GAME_PROVIDER_KEY, providerSlug);
  return h.app.inject({
    method: 'POST',
    url: `/seamless/${providerSlug}/${action}`,
    payload,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: options.signature ?? signBody(secret, JSON.stringify(body)),
    },
  });
};

/** A EUR bet of a launched player that is a round of its own (its id names the round too). */
export const signedBet = (
  h: Pick<Harness, 'app'>,
  game: { slug: string; id: number },
  player: { id: number; launch: string },
  amount: number,
  id: string = randomUUID(),
): Promise<LightMyRequestResponse> =>
  signedCall(h, game.slug, 'bet', {
    session_token: player.launch,
    player_id: player.id,
    currency: 'EUR',
    transaction_id: id,
    round_id: `round-${id}`,
    game_id: game.id,
    amount,
  });

/** The fields every seamless-wallet call of a seated EUR player carries. */
export const seatFields = (seat: Seat) => ({
  session_token: seat.launch,
  player_id: seat.id,
  currency: 'EUR',
});
