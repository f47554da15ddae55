import {
  IDENTITY_DOCUMENT_TYPES,
  type IdentityDocumentType,
} from '@prime/contract/rules/documents';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The identity documents as tabs (spec 02 §2: id_card, passport, driver_license): one tab is
 * selected and its panel shows below; the arrow keys, Home and End move between the tabs.
 */
export const IdentityTabs = ({
  idPrefix,
  selected,
  onSelect,
  children,
}: {
  idPrefix: string;
  selected: IdentityDocumentType;
  onSelect: (type: IdentityDocumentType) => void;
  /** The selected type's panel. */
  children: ReactNode;
}) => {
  const { t } = useTranslation('documents');
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({});
  const tabId = (type: string) => `${idPrefix}-tab-${type}`;
  const panelId = `${idPrefix}-panel`;

  const handleKeyDown = (event: KeyboardEvent) => {
    const index = IDENTITY_DOCUMENT_TYPES.indexOf(selected);
    const last = IDENTITY_DOCUMENT_TYPES.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const type = IDENTITY_DOCUMENT_TYPES[next]!;
    onSelect(type);
    tabs.current[type]?.focus();
  };

  return (
    <>
      <div
        className="documents__tabs"
        role="tablist"
        aria-label={t('identification')}
        onKeyDown={handleKeyDown}
      >
        {IDENTITY_DOCUMENT_TYPES.map((type) => (
          <button
            key={type}
            ref={(element) => {
              tabs.current[type] = element;
            }}
            id={tabId(type)}
            type="button"
            role="tab"
            className="documents__tab"
            aria-selected={type === selected}
            aria-controls={panelId}
            tabIndex={type === selected ? 0 : -1}
            onClick={() => onSelect(type)}
          >
            {t(`type_${type}`)}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(selected)} tabIndex={0}>
        {children}
      </div>
    </>
  );
};
