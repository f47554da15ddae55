import { describe, expect, it } from 'vitest';
import { createGameHeader } from './game-header';

const headerWith = (lobbyUrl: string) =>
  createGameHeader(
    {
      mode: 'demo',
      game: { id: 3, name: 'Lucky Fruits', theme: 'fruits', provider: 'prime' },
      lobby_url: lobbyUrl,
    },
    [],
  );

const lobbyLink = (lobbyUrl: string) =>
  headerWith(lobbyUrl).querySelector<HTMLAnchorElement>('a.game__lobby');

describe('the lobby link of a game page', () => {
  it('leads the whole window to the lobby path the casino gave, on this origin', () => {
    const link = lobbyLink('/en/casino?tag=new');
    expect(link?.getAttribute('href')).toBe(`${window.location.origin}/en/casino?tag=new`);
    expect(link?.target).toBe('_top');
  });

  it.each(['//evil.example', '/\\evil.example', '/\t/evil.example', 'https://evil.example/'])(
    'shows no link for %j, which a browser reads as another host',
    (lobbyUrl) => {
      expect(lobbyLink(lobbyUrl)).toBeNull();
    },
  );
});
