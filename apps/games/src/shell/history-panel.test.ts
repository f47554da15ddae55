import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHistoryPanel } from './history-panel';

const token = 't'.repeat(32);
const money = (amount: number) => `€${amount.toFixed(2)}`;

const round = {
  round_id: 'r1',
  created_at: '2026-11-23T17:05:09.000Z',
  mode: 'real',
  bet: 1,
  win: 2.5,
  status: 'settled',
  outcome: { pocket: 17 },
};

const mount = (fetchImpl: typeof fetch) => {
  vi.stubGlobal('fetch', fetchImpl);
  const history = createHistoryPanel(
    token,
    money,
    (played) => `Ball ${String(played.outcome.pocket)}`,
  );
  document.body.replaceChildren(history.button, history.panel);
  return history;
};

afterEach(() => vi.unstubAllGlobals());

describe('round history', () => {
  it('loads the last rounds when opened and lists time in UTC, result, stake and win', async () => {
    const fetchImpl = vi.fn(
      async (_input: string) => new Response(JSON.stringify({ data: [round] })),
    );
    const history = mount(fetchImpl as unknown as typeof fetch);
    expect(history.panel.hidden).toBe(true);
    expect(fetchImpl).not.toHaveBeenCalled();

    history.button.click();
    expect(history.button.getAttribute('aria-expanded')).toBe('true');
    await vi.waitFor(() => expect(history.panel.textContent).toContain('2026-11-23 17:05:09 UTC'));
    expect(history.panel.textContent).toContain('Ball 17');
    expect(history.panel.textContent).toContain('Bet €1.00 · Win €2.50');
    expect(String(fetchImpl.mock.calls[0]![0])).toBe(`/studio/rounds?token=${token}`);

    // A round played while it is open shows at once; closed, nothing is fetched.
    history.refresh();
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(2));
    history.button.click();
    history.refresh();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('says when there are no rounds, and when the server cannot be reached', async () => {
    const empty = mount((async () => new Response(JSON.stringify({ data: [] }))) as typeof fetch);
    empty.button.click();
    await vi.waitFor(() => expect(empty.panel.textContent).toContain('No rounds yet.'));

    const offline = mount((async () => {
      throw new TypeError('offline');
    }) as typeof fetch);
    offline.button.click();
    await vi.waitFor(() => expect(offline.panel.textContent).toContain('could not reach'));
  });
});
