import { describe, expect, it, vi } from 'vitest';
import { balanceChangedMessage, notifyCasino, refusalMessage } from './casino-messages';

describe('casino messages', () => {
  it('offers a deposit when the money ran out', () => {
    expect(refusalMessage({ code: 'insufficient_funds', message: 'Not enough money.' })).toEqual({
      source: 'prime-game',
      type: 'insufficient_funds',
      message: 'Not enough money.',
    });
  });

  it('names the code of any other refusal', () => {
    expect(refusalMessage({ code: 'daily_loss_limit', message: 'Limit reached.' })).toEqual({
      source: 'prime-game',
      type: 'blocked',
      code: 'daily_loss_limit',
      message: 'Limit reached.',
    });
  });

  it('posts to the parent on the page origin only', () => {
    const target = { postMessage: vi.fn() };
    notifyCasino(balanceChangedMessage(), target, 'https://prime.test');
    expect(target.postMessage).toHaveBeenCalledWith(
      { source: 'prime-game', type: 'balance_changed' },
      'https://prime.test',
    );
  });

  it('stays quiet when the page is not framed', () => {
    expect(() => notifyCasino(balanceChangedMessage(), null)).not.toThrow();
  });
});
