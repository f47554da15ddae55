import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@prime/contract';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../shared/ui/form-controls';
import { FormField } from '../../shared/ui/form-field';
import { SearchIcon } from '../../shared/ui/icons';

/** Typing searches once the visitor pauses this long; Enter searches at once. */
export const SEARCH_DEBOUNCE_MS = 400;

type SearchBoxProps = {
  /** A lowercased term of at least three characters, or undefined to search nothing. */
  onSearch: (name: string | undefined) => void;
};

/**
 * The game search of spec 01 §5: empty clears the search, one or two characters show the
 * 'at least three characters' alert and send nothing, longer terms are sent lowercased.
 */
export const SearchBox = ({ onSearch }: SearchBoxProps) => {
  const { t } = useTranslation('casino');
  const [value, setValue] = useState('');
  const [isTooShort, setIsTooShort] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (raw: string) => {
    const term = raw.trim();
    if (term.length > 0 && term.length < SEARCH_MIN_LENGTH) {
      setIsTooShort(true);
      return;
    }
    setIsTooShort(false);
    onSearch(term === '' ? undefined : term.toLowerCase());
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setValue(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(next), SEARCH_DEBOUNCE_MS);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearTimeout(timer.current);
    apply(value);
  };

  return (
    <form className="lobby-search" role="search" onSubmit={handleSubmit}>
      <FormField
        className="lobby-search__field"
        label={t('search_label')}
        isLabelHidden
        error={isTooShort ? t('search_too_short') : undefined}
        isErrorAnnounced
      >
        <Input
          className="lobby-search__input"
          type="search"
          value={value}
          onChange={handleChange}
          placeholder={t('search_placeholder')}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button className="lobby-search__submit" type="submit" aria-label={t('search_submit')}>
          <SearchIcon />
        </button>
      </FormField>
    </form>
  );
};
