import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useSharedStrings } from '../i18n/shared-i18n';
import { filterAreaCodes, type DialCodeEntry } from './area-code-search';
import styles from './area-code-combobox.module.css';

/** An entry of the api's dial-code list: its id (the country code) and what the search reads. */
export interface AreaCodeOption extends DialCodeEntry {
  id: string;
}

export interface AreaCodeComboboxProps<Entry extends AreaCodeOption> {
  /** The dial codes, sorted; undefined while they load (the box is disabled and says so). */
  options: readonly Entry[] | undefined;
  /** The chosen entry's id, or its area name with `valueBy="areaName"`; '' when none is chosen. */
  value: string;
  valueBy?: 'id' | 'areaName';
  onChange: (entry: Entry) => void;
  /** Emptying the box clears the choice when this is given (a form that validates on change). */
  onClear?: () => void;
  onBlur?: () => void;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  // Wired by FormField.
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

/** True while an input method (pinyin, cangjie, …) is composing: its keys belong to the IME. */
const composing = (event: KeyboardEvent<HTMLInputElement>) => event.nativeEvent.isComposing || event.keyCode === 229;

/**
 * The dial-code picker of the demo form: an ARIA 1.2 combobox with list autocomplete. Typing
 * filters by area name or code and marks the first match; arrow keys move through the matches,
 * Enter or a click chooses, Escape closes the list (and only the list: a drawer around it stays
 * open). Leaving with a single match typed in full chooses it; leaving otherwise puts back the
 * last choice. Keys pressed while an input method composes Chinese are left to the input method.
 */
export function AreaCodeCombobox<Entry extends AreaCodeOption>({
  options,
  value,
  valueBy = 'id',
  onChange,
  onClear,
  onBlur,
  placeholder,
  inputRef,
  id,
  ...aria
}: AreaCodeComboboxProps<Entry>) {
  const t = useSharedStrings();
  const ownId = useId();
  const inputId = id ?? ownId;
  const listId = `${inputId}-list`;
  const listRef = useRef<HTMLUListElement>(null);
  const [query, setQuery] = useState<string | null>(null);
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);

  const isChosen = (entry: Entry) => value !== '' && entry[valueBy] === value;
  const chosen = options?.find(isChosen);
  const matches = useMemo(() => (options ? filterAreaCodes(options, query ?? '') : []), [options, query]);
  const optionId = (entry: Entry) => `${inputId}-${entry.id}`;
  const activeEntry = expanded ? matches[active] : undefined;
  const activeId = activeEntry ? optionId(activeEntry) : undefined;

  useEffect(() => {
    // jsdom has no scrollIntoView.
    if (activeId) listRef.current?.querySelector(`[id="${activeId}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const openList = () => {
    if (expanded) return;
    setExpanded(true);
    setActive(query === null ? matches.findIndex(isChosen) : 0);
  };
  const close = () => {
    setExpanded(false);
    setActive(-1);
    // What was typed but not chosen gives way to the current choice.
    setQuery(null);
  };
  const choose = (entry: Entry) => {
    onChange(entry);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (composing(event)) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) openList();
        else setActive((index) => Math.min(index + 1, matches.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!expanded) openList();
        else setActive((index) => Math.max(index - 1, 0));
        break;
      case 'Enter': {
        // Enter chooses in an open list; it never submits the form from there.
        if (!expanded) break;
        event.preventDefault();
        const entry = activeEntry ?? (matches.length === 1 ? matches[0] : undefined);
        if (entry) choose(entry);
        break;
      }
      case 'Escape':
        if (expanded) {
          // Close the list, not the drawer around it.
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        break;
      default:
    }
  };

  const onInputBlur = () => {
    // Typing exactly one code or name (or what only one entry matches) and leaving chooses it.
    const typed = query?.trim().toLocaleLowerCase() ?? '';
    const exact = typed ? matches.filter((entry) => entry.areaCode === typed || entry.areaName.toLocaleLowerCase() === typed) : [];
    const entry = exact.length === 1 ? exact[0] : typed && matches.length === 1 ? matches[0] : undefined;
    if (entry && !isChosen(entry)) onChange(entry);
    close();
    onBlur?.();
  };

  return (
    <div className={styles.combobox}>
      <input
        {...aria}
        id={inputId}
        ref={inputRef}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        autoComplete="off"
        spellCheck={false}
        className={styles.input}
        disabled={!options}
        placeholder={options ? placeholder : t('areaCode.loading')}
        value={query ?? chosen?.areaName ?? (valueBy === 'areaName' ? value : '')}
        onChange={(event) => {
          const text = event.target.value;
          setQuery(text);
          setExpanded(true);
          setActive(text.trim() ? 0 : -1);
          // Emptying the box clears the choice, which such a form validates on change.
          if (text === '' && value && onClear) onClear();
        }}
        onFocus={(event) => event.target.select()}
        onClick={openList}
        onKeyDown={onKeyDown}
        onBlur={onInputBlur}
      />
      <span className={styles.chevron} aria-hidden="true" />
      <ul ref={listRef} id={listId} role="listbox" aria-label={t('areaCode.list')} className={styles.list} hidden={!expanded || matches.length === 0}>
        {expanded &&
          matches.map((entry, index) => (
            // Keyboard use goes through the input (aria-activedescendant); the pointer chooses here.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={entry.id}
              id={optionId(entry)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              data-chosen={isChosen(entry) || undefined}
              className={styles.option}
              // Keep focus in the input, so the click does not blur it before it chooses.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(entry)}
            >
              {entry.areaName}
            </li>
          ))}
      </ul>
      {expanded && matches.length === 0 && <p className={styles.noMatch}>{t('areaCode.noMatch')}</p>}
      <span className="visually-hidden" role="status">
        {expanded && options ? t('areaCode.count', { count: matches.length }) : ''}
      </span>
    </div>
  );
}
