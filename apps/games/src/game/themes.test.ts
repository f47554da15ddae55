import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@prime/contract/constants';
import { loadTexts } from '../texts';
import {
  SHARED_FACES,
  THEME_IDS,
  THEMES,
  getPaletteProperties,
  getSymbolFace,
  getTheme,
} from './themes';

const NEUTRAL_IDS = ['seven', 'bar', 'bell', 'cherry', 'lemon', 'plum', 'orange', 'grape'];
const SHARED_IDS = ['A', 'K', 'Q', 'J', '10', 'wild', 'scatter'];

describe('themes', () => {
  it('gives every catalog theme its own palette', () => {
    const backgrounds = THEME_IDS.map((id) => THEMES[id].palette.background);
    expect(new Set(backgrounds).size).toBe(THEME_IDS.length);
  });

  it('has eight colours in every palette', () => {
    for (const id of THEME_IDS) {
      for (const colour of Object.values(THEMES[id].palette))
        expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('draws every neutral symbol in every theme', () => {
    for (const id of THEME_IDS) {
      const theme = getTheme(id);
      for (const symbol of [...NEUTRAL_IDS, ...SHARED_IDS]) {
        const face = getSymbolFace(theme, symbol);
        expect(face.glyph, `${id}/${symbol}`).not.toBe('');
        expect(face.label, `${id}/${symbol}`).not.toBe('');
      }
    }
  });

  it('gives the themes different faces for the same symbol', () => {
    const sevens = THEME_IDS.map((id) => getSymbolFace(getTheme(id), 'seven').glyph);
    expect(new Set(sevens).size).toBeGreaterThan(THEME_IDS.length - 2);
  });

  it('shows an unknown symbol as its text', () => {
    expect(getSymbolFace(getTheme('egypt'), 'mummy')).toEqual({
      glyph: 'mummy',
      label: 'mummy',
      isText: true,
    });
    expect(getSymbolFace(getTheme('egypt'), 'toString').glyph).toBe('toString');
  });

  it('reads card ranks as text and emoji as pictures', () => {
    expect(getSymbolFace(getTheme('space'), 'K')).toEqual({
      glyph: 'K',
      label: 'King',
      isText: true,
    });
    expect(getSymbolFace(getTheme('space'), 'seven').isText).toBe(false);
  });

  it('names an emoji symbol where the device cannot draw emoji', () => {
    expect(getSymbolFace(getTheme('ocean'), 'seven', false)).toEqual({
      glyph: 'Whale',
      label: 'Whale',
      isText: true,
    });
    expect(getSymbolFace(getTheme('ocean'), 'A', false).glyph).toBe('A');
  });

  it('names every symbol of every theme in every language', async () => {
    const faces = [SHARED_FACES, ...THEME_IDS.map((id) => THEMES[id].faces)];
    for (const language of LANGUAGES) {
      const { symbolNames } = await loadTexts(language);
      for (const [, label] of faces.flatMap((face) => Object.values(face))) {
        const name: unknown = Object.hasOwn(symbolNames, label)
          ? symbolNames[label as keyof typeof symbolNames]
          : undefined;
        expect(name, `${language}/${label}`).toEqual(expect.any(String));
        expect(String(name).trim(), `${language}/${label}`).not.toBe('');
      }
    }
  });

  it('names a symbol in the language it is given, by its glyph too where emoji fail', async () => {
    const { symbolNames } = await loadTexts('de');
    expect(getSymbolFace(getTheme('ocean'), 'seven', false, symbolNames)).toEqual({
      glyph: 'Wal',
      label: 'Wal',
      isText: true,
    });
    expect(getSymbolFace(getTheme('fruits'), 'cherry', true, symbolNames).label).toBe('Kirschen');
    expect(getSymbolFace(getTheme('space'), 'K', true, symbolNames).label).toBe('König');
    expect(getSymbolFace(getTheme('egypt'), 'mummy', true, symbolNames).label).toBe('mummy');
  });

  it('falls back to the classic look for an unknown theme', () => {
    expect(getTheme('steampunk')).toBe(THEMES.classic);
  });

  it('turns the palette into CSS custom properties', () => {
    expect(getPaletteProperties(THEMES.classic)).toContainEqual([
      '--theme-background-accent',
      '#272d4d',
    ]);
  });
});
