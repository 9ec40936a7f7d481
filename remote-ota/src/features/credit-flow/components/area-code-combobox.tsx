import { useId, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { filterAreaCodes } from '@site/shared/forms';
import { useTranslation } from '@site/shared/i18n';
import type { AreaCode } from '../api/types';
import styles from './area-code-combobox.module.css';

export interface AreaCodeComboboxProps {
  /** Wired by FormField. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
  /** The dial codes, sorted; undefined while they load. */
  options: readonly AreaCode[] | undefined;
  /** The chosen entry's id (its country code). */
  value: string;
  onChange: (entry: AreaCode) => void;
  onBlur: () => void;
  inputRef?: Ref<HTMLInputElement>;
}


/**
 * A searchable list of dial codes: the ARIA combobox pattern with list autocomplete. Typing
 * filters, arrow keys move through the matches, Enter or a click chooses, Escape closes, and
 * leaving the field without choosing puts back the last choice.
 */
export function AreaCodeCombobox({ id, options, value, onChange, onBlur, inputRef, ...aria }: AreaCodeComboboxProps) {
  const { t } = useTranslation('flow');
  const listId = useId();
  const selected = options?.find((entry) => entry.id === value);
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);

  const matches = useMemo(() => (options ? filterAreaCodes(options, query ?? '') : []), [options, query]);
  const text = query ?? selected?.areaName ?? '';
  const optionId = (entry: AreaCode) => `${listId}-${entry.id}`;
  const activeEntry = open ? matches[active] : undefined;

  const moveTo = (index: number) => {
    setActive(index);
    const entry = matches[index];
    if (entry) listRef.current?.querySelector(`[id="${optionId(entry)}"]`)?.scrollIntoView?.({ block: 'nearest' });
  };
  const choose = (entry: AreaCode) => {
    onChange(entry);
    setQuery(null);
    setOpen(false);
    setActive(-1);
  };
  const openList = () => {
    setOpen(true);
    setActive(matches.findIndex((entry) => entry.id === value));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) openList();
      else moveTo(Math.min(active + 1, matches.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (open) moveTo(Math.max(active - 1, 0));
    } else if (event.key === 'Enter') {
      // Enter chooses in an open list; it never submits the form from here.
      if (!open) return;
      event.preventDefault();
      const entry = matches[active] ?? (matches.length === 1 ? matches[0] : undefined);
      if (entry) choose(entry);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setQuery(null);
      }
    }
  };

  const onInputBlur = () => {
    // Typing exactly one code or name and leaving counts as choosing it.
    const exact = query ? matches.filter((entry) => entry.areaCode === query.trim() || entry.areaName.toLowerCase() === query.trim().toLowerCase()) : [];
    if (exact.length === 1 && exact[0]) onChange(exact[0]);
    else if (query !== null && matches.length === 1 && matches[0]) onChange(matches[0]);
    setQuery(null);
    setOpen(false);
    setActive(-1);
    onBlur();
  };

  return (
    <div className={styles.combobox}>
      <input
        {...aria}
        id={id}
        ref={inputRef}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeEntry ? optionId(activeEntry) : undefined}
        autoComplete="off"
        spellCheck={false}
        className={styles.input}
        value={text}
        disabled={!options}
        placeholder={options ? undefined : t('lists.loading')}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={(event) => event.target.select()}
        onClick={() => (open ? undefined : openList())}
        onKeyDown={onKeyDown}
        onBlur={onInputBlur}
      />
      <span className={styles.chevron} aria-hidden="true" />
      <ul ref={listRef} id={listId} role="listbox" aria-label={t('contact.areaCode')} className={styles.list} hidden={!open || matches.length === 0}>
        {open &&
          matches.map((entry, index) => (
            // Keyboard users choose through the input (aria-activedescendant); the click is the pointer's way.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={entry.id}
              id={optionId(entry)}
              role="option"
              aria-selected={entry.id === value}
              className={index === active ? `${styles.option} ${styles.active}` : styles.option}
              // Keep focus in the input, so the click does not blur it before it chooses.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(entry)}
            >
              {entry.areaName}
            </li>
          ))}
      </ul>
      {open && matches.length === 0 && <p className={styles.empty}>{t('combobox.noResults')}</p>}
      <span className="visually-hidden" role="status">
        {open && query ? t('combobox.results', { count: matches.length }) : ''}
      </span>
    </div>
  );
}
