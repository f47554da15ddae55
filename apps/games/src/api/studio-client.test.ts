import { describe, expect, it, vi } from 'vitest';
import { TEXTS } from '../texts';
import { StudioApiError, getStudioSession, postSlotSpin, type Fetch } from './studio-client';

const token = 't'.repeat(32);

const answer = (status: number, body: unknown): Fetch =>
  vi.fn<Fetch>(async () => new Response(JSON.stringify(body), { status }));

const session = {
  mode: 'demo',
  game: { id: 1, name: 'Lucky Fruits', theme: 'fruits', provider: 'prime' },
  rules: { engine: 'slot-3', paylines: [[1, 1, 1]], symbols: [] },
  currency: { code: 'EUR', symbol: '€' },
  balance: 100,
  bets: [0.2, 1],
  lobby_url: '/',
};

describe('getStudioSession', () => {
  it('asks for the session of the token and returns its data', async () => {
    const fetchImpl = answer(200, { data: session });
    await expect(getStudioSession(token, fetchImpl)).resolves.toEqual(session);
    expect(fetchImpl).toHaveBeenCalledWith(
      `/studio/session?token=${token}`,
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('turns a refusal into an error with the API code and message', async () => {
    const error = await getStudioSession(
      token,
      answer(403, { message: 'The game session has expired.', code: 'game_session_expired' }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StudioApiError);
    expect(error).toMatchObject({ status: 403, code: 'game_session_expired' });
    expect((error as Error).message).toBe('The game session has expired.');
  });

  it('refuses an answer without the fields the page needs', async () => {
    await expect(
      getStudioSession(token, answer(200, { data: { mode: 'demo' } })),
    ).rejects.toMatchObject({
      code: 'bad_answer',
    });
  });

  it('reports a network failure', async () => {
    const fetchImpl = vi.fn<Fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(getStudioSession(token, fetchImpl)).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
      message: TEXTS.connectionFailed,
    });
  });
});

describe('postSlotSpin', () => {
  it('posts the token and bet as JSON', async () => {
    const result = { round_id: 'r', bet: 1, spins: [{}], win: 0, balance: 99 };
    const fetchImpl = answer(200, { data: result });
    await expect(postSlotSpin(token, 1, fetchImpl)).resolves.toEqual(result);
    const [path, init] = vi.mocked(fetchImpl).mock.calls[0] ?? [];
    expect(path).toBe('/studio/slot/spin');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ token, bet: 1 });
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('keeps the details of a refusal', async () => {
    const body = {
      message: 'Not enough money.',
      code: 'insufficient_funds',
      details: { balance: 0.5 },
    };
    await expect(postSlotSpin(token, 1, answer(409, body))).rejects.toMatchObject({
      code: 'insufficient_funds',
      details: { balance: 0.5 },
    });
  });

  it('reads a failure without a JSON body as a bad answer', async () => {
    const fetchImpl = vi.fn<Fetch>(async () => new Response('<html>', { status: 502 }));
    await expect(postSlotSpin(token, 1, fetchImpl)).rejects.toMatchObject({
      status: 502,
      code: 'bad_answer',
    });
  });
});
