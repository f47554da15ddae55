import { afterEach, describe, expect, it, vi } from 'vitest';
import { slotSession } from '../test/slot-session';
import { findPageLanguage } from '.';

vi.mock('../view/emoji-support', () => ({ canDrawColourEmoji: () => true }));

const session = slotSession({
  game: { id: 3, name: 'Zlatá koruna', theme: 'fruits', provider: 'prime' },
  lobby_url: '/cs/casino',
});

/** Opens the slot page at `address` as the browser would: its modules load after the address. */
const openSlotAt = async (address: string) => {
  window.history.replaceState(null, '', address);
  vi.resetModules();
  const { startGame } = await import('../game-controller');
  const texts = await import('.');
  document.body.innerHTML = '<main id="game"></main>';
  startGame(document.getElementById('game') as HTMLElement, 't'.repeat(32), session);
  return texts;
};

const buttonNames = () => [...document.querySelectorAll('button')].map((b) => b.textContent);

describe('the language of a game page', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is the one the casino names with ?lang=, in any case', () => {
    expect(findPageLanguage('?token=abc&lang=cs')).toBe('cs');
    expect(findPageLanguage('?lang=DE&token=abc')).toBe('de');
    expect(findPageLanguage('?lang=pl')).toBe('pl');
  });

  it('falls back to English when the address names none or one the games do not speak', () => {
    expect(findPageLanguage('?token=abc')).toBe('en');
    expect(findPageLanguage('')).toBe('en');
    expect(findPageLanguage('?lang=fr')).toBe('en');
    expect(findPageLanguage('?lang=')).toBe('en');
  });

  it('shows a slot opened from the Czech site in Czech', async () => {
    const { PAGE_LANGUAGE } = await openSlotAt(`/games/?token=${'t'.repeat(32)}&lang=cs`);
    expect(PAGE_LANGUAGE).toBe('cs');
    expect(buttonNames()).toEqual(expect.arrayContaining(['Točit', 'Výherní tabulka']));
    expect(document.querySelector('label[for=bet]')?.textContent).toBe('Sázka');
    expect(document.querySelector('.game__mode')?.textContent).toBe('Demo — herní peníze');
  });

  it('names the symbols of a slot opened from the Czech site in Czech', async () => {
    await openSlotAt(`/games/?token=${'t'.repeat(32)}&lang=cs`);
    const paytable = document.querySelector('.paytable')?.textContent ?? '';
    expect(paytable).toContain('Třešně');
    expect(paytable).toContain('Meloun (scatter) je scatter');
    expect(paytable).not.toContain('Cherries');
  });

  it('names its language on the document, for screen readers', async () => {
    window.history.replaceState(null, '', '/games/?lang=sk');
    vi.resetModules();
    document.body.innerHTML = '';
    await import('../main');
    expect(document.documentElement.lang).toBe('sk');
  });

  it('shows a slot in English when the casino names no language', async () => {
    await openSlotAt(`/games/?token=${'t'.repeat(32)}`);
    expect(buttonNames()).toEqual(expect.arrayContaining(['Spin', 'Paytable']));
    expect(buttonNames()).not.toContain('Točit');
  });
});

describe('counted words', () => {
  it('take the Czech, Slovak and Polish form for 1, 2–4 and 5 or more', async () => {
    const { loadTexts } = await import('.');
    const [cs, sk, pl] = await Promise.all((['cs', 'sk', 'pl'] as const).map(loadTexts));
    expect([1, 3, 5].map((n) => cs?.freeSpinsAwarded(n))).toEqual([
      '1 volné otočení!',
      '3 volná otočení!',
      '5 volných otočení!',
    ]);
    expect([1, 4, 10].map((n) => sk?.bingoCost(n, '€1.00'))).toEqual([
      '1 tiket: €1.00',
      '4 tikety: €1.00',
      '10 tiketov: €1.00',
    ]);
    expect([1, 2, 5, 12, 22].map((n) => pl?.historySpinWithFree(n))).toEqual([
      'Spin + 1 darmowy spin',
      'Spin + 2 darmowe spiny',
      'Spin + 5 darmowych spinów',
      'Spin + 12 darmowych spinów',
      'Spin + 22 darmowe spiny',
    ]);
  });
});
