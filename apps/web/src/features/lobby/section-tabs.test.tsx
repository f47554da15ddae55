import type { Language } from '@prime/contract';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSection } from '../../test/catalog';
import { renderWithApp } from '../../test/render';
import { LOBBIES, type LobbyName } from './lobbies';
import { SectionTabs } from './section-tabs';

/** Sections as the catalog names them: the slug is the prefixed name. */
const sectionsNamed = (...names: string[]) =>
  names.map((name, index) => buildSection({ id: index + 1, slug: name, name, rank: index + 1 }));

const renderTabs = (lobbyName: LobbyName, names: string[], language: Language) => {
  const sections = sectionsNamed(...names);
  const view = renderWithApp(
    <SectionTabs
      lobby={LOBBIES[lobbyName]}
      sections={sections}
      selectedId={1}
      panelId="games"
      onSelect={() => undefined}
    />,
    { state: { language } },
  );
  const labels = within(view.container)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
  view.unmount();
  return labels;
};

describe('SectionTabs', () => {
  it("names the casino lobby's sections in the site's language", () => {
    const names = ['casino-top', 'casino-new', 'casino-slots', 'casino-table', 'casino-jackpot'];
    expect(renderTabs('casino', names, 'cs')).toEqual([
      'Nejlepší',
      'Novinky',
      'Automaty',
      'Stolní hry',
      'Jackpoty',
    ]);
    expect(renderTabs('casino', names, 'en')).toEqual(['Top', 'New', 'Slots', 'Table', 'Jackpot']);
  });

  it("names the other lobbies' sections in the site's language", () => {
    expect(
      renderTabs(
        'liveCasino',
        ['liveCasino-top', 'liveCasino-tables', 'liveCasino-game-shows'],
        'de',
      ),
    ).toEqual(['Top-Spiele', 'Tische', 'Spielshows']);
    expect(renderTabs('crashGames', ['crashGames-top', 'crashGames-all'], 'pl')).toEqual([
      'Najlepsze',
      'Wszystkie',
    ]);
    expect(
      renderTabs('others', ['others-top', 'others-scratch-cards', 'others-instant-win'], 'es'),
    ).toEqual(['Destacados', 'Rasca y gana', 'Premios instantáneos']);
    expect(renderTabs('prime', ['kajotPrime-top', 'kajotPrime-slots'], 'sk')).toEqual([
      'Najlepšie',
      'Automaty',
    ]);
  });

  it('names a section the texts do not know by its name without the prefix', () => {
    expect(renderTabs('casino', ['casino-summer-specials'], 'cs')).toEqual(['Summer specials']);
  });
});
