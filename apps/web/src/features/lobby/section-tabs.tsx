import type { Section } from '@prime/contract';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultSectionLabel, type Lobby } from './lobbies';

type SectionTabsProps = {
  lobby: Lobby;
  sections: readonly Section[];
  selectedId: number;
  /** Id of the element the tabs control (the game grid). */
  panelId: string;
  onSelect: (sectionId: number) => void;
};

export const sectionTabId = (sectionId: number) => `lobby-tab-${sectionId}`;

const FOCUS_KEYS: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The lobby's sections as tabs. Arrow keys move the focus only; Enter or Space chooses, since
 * choosing reloads the grid and scrolls the page up.
 */
export const SectionTabs = ({
  lobby,
  sections,
  selectedId,
  panelId,
  onSelect,
}: SectionTabsProps) => {
  const { t } = useTranslation('casino');

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = FOCUS_KEYS[event.key];
    if (!move) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const current = tabs.findIndex((tab) => tab === document.activeElement);
    if (current === -1) return;
    event.preventDefault();
    tabs[move(current, tabs.length)]?.focus();
  };

  return (
    <div
      className="lobby-tabs"
      role="tablist"
      aria-label={t('sections_label')}
      onKeyDown={handleKeyDown}
    >
      {sections.map((section) => {
        const isSelected = section.id === selectedId;
        return (
          <button
            key={section.id}
            id={sectionTabId(section.id)}
            className="lobby-tabs__tab"
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => {
              if (!isSelected) onSelect(section.id);
            }}
          >
            {t(`section_${section.slug}`, { defaultValue: defaultSectionLabel(section, lobby) })}
          </button>
        );
      })}
    </div>
  );
};
