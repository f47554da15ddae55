import { REEL_COUNTS, type Section } from '@prime/contract';
import { useTranslation } from 'react-i18next';
import type { ReelCount } from './api/get-games';
import { ChoiceButtons, type Choice } from './choice-buttons';
import { GAME_GRID_ID } from './game-grid';
import { LIVE_CASINO_TYPES, type LiveCasinoType, type Lobby } from './lobbies';
import { ProviderSelect } from './provider-select';
import { SearchBox } from './search-box';
import { SectionTabs } from './section-tabs';
import { StickyFilterBar } from './sticky-filter-bar';
import type { LobbyFilterAction, LobbyFilters } from './use-lobby-filters';

type LobbyFilterBarProps = {
  lobby: Lobby;
  sections: readonly Section[];
  sectionId: number | undefined;
  filters: LobbyFilters;
  dispatch: (action: LobbyFilterAction) => void;
  onSectionChosen: () => void;
};

const TYPE_LABEL_KEYS: Readonly<Record<LiveCasinoType, string>> = {
  'live-casino': 'type_live_casino',
  'scratch-card': 'type_scratch_card',
  'crash-game': 'type_crash_game',
};

/** Search, section tabs (only with more than one section), provider, and the lobby's own filter. */
export const LobbyFilterBar = ({
  lobby,
  sections,
  sectionId,
  filters,
  dispatch,
  onSectionChosen,
}: LobbyFilterBarProps) => {
  const { t } = useTranslation('casino');
  const all = t('all');
  const reelChoices: Choice<ReelCount>[] = [
    { value: undefined, label: all },
    ...REEL_COUNTS.map((count) => ({ value: count, label: t('reels_n', { count }) })),
  ];
  const typeChoices: Choice<LiveCasinoType>[] = [
    { value: undefined, label: all },
    ...LIVE_CASINO_TYPES.map((type) => ({ value: type, label: t(TYPE_LABEL_KEYS[type]) })),
  ];

  return (
    <StickyFilterBar>
      <div className="lobby-filters__row">
        <SearchBox onSearch={(name) => dispatch({ kind: 'search', name })} />
        <ProviderSelect
          sectionId={sectionId}
          value={filters.providerId}
          onChange={(providerId) => dispatch({ kind: 'provider', providerId })}
        />
      </div>
      {sections.length > 1 && sectionId !== undefined ? (
        <SectionTabs
          lobby={lobby}
          sections={sections}
          selectedId={sectionId}
          panelId={GAME_GRID_ID}
          onSelect={(id) => {
            dispatch({ kind: 'section', sectionId: id });
            onSectionChosen();
          }}
        />
      ) : null}
      {lobby.extraFilter === 'reels' ? (
        <ChoiceButtons
          label={t('reels_label')}
          choices={reelChoices}
          value={filters.reels}
          onChange={(reels) => dispatch({ kind: 'reels', reels })}
        />
      ) : null}
      {lobby.extraFilter === 'types' ? (
        <ChoiceButtons
          label={t('types_label')}
          choices={typeChoices}
          value={filters.gameType}
          onChange={(gameType) => dispatch({ kind: 'gameType', gameType })}
        />
      ) : null}
    </StickyFilterBar>
  );
};
