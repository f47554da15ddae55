import { describe, expect, it } from 'vitest';
import { renderGameArtwork } from './game-artwork';
import { THEME_NAMES } from './game-themes';

const game = { name: 'Golden Crown', theme: 'royal', engine: 'slot-5', provider: 'Prime Studio' };

describe('game artwork', () => {
  it('is the same bytes and ETag for the same game', () => {
    expect(renderGameArtwork(game)).toEqual(renderGameArtwork({ ...game }));
  });

  it('differs by name, theme, engine and provider', () => {
    const base = renderGameArtwork(game).svg;
    for (const change of [
      { name: 'Golden Crowns' },
      { theme: 'gems' },
      { engine: 'slot-3' },
      { provider: 'Orchard Reels' },
    ])
      expect(renderGameArtwork({ ...game, ...change }).svg, JSON.stringify(change)).not.toBe(base);
  });

  it('escapes every text, so a name cannot inject markup', () => {
    const { svg } = renderGameArtwork({
      name: '<script>alert("x")</script> & Co\'s',
      theme: '"><x',
      engine: 'slot-5',
      provider: 'A&B <Games>',
    });
    expect(svg).not.toMatch(/<script|<x|<Games>/);
    expect(svg).toContain('&#60;script&#62;alert(&#34;x&#34;)');
    expect(svg).toContain('A&#38;B &#60;Games&#62;');
  });

  it('stays small for every theme, even with a long name', () => {
    for (const theme of [...THEME_NAMES, 'unknown-theme']) {
      const { svg } = renderGameArtwork({ ...game, theme, name: 'Very '.repeat(60) });
      expect(svg.length, theme).toBeLessThan(4_000);
      expect(svg.match(/<text /g)?.length, theme).toBeLessThanOrEqual(4);
    }
  });
});
