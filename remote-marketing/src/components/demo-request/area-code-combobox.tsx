import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { filterAreaCodes } from '@site/shared/forms';
import { useTranslation } from '@site/shared/i18n';
import type { AreaCode } from './api/lead-types';
import styles from './demo-request.module.css';

export interface AreaCodeComboboxProps {
  options: readonly AreaCode[];
  /** The chosen area's label ('Hong Kong +852'), or '' when none is chosen. */
  areaName: string;
  /** A pick, or null when the visitor empties the box. */
  onPick: (option: AreaCode | null) => void;
  placeholder: string;
  // Wired by FormField.
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

/**
 * The dial-code picker (spec 3.1, 5.1): an ARIA 1.2 combobox whose list filters by area name or
 * code as the visitor types. Arrow keys move through the list, Enter picks, Escape closes the
 * list (and only the list: the drawer stays open).
 */
export function AreaCodeCombobox({ options, areaName, onPick, placeholder, id, ...aria }: AreaCodeComboboxProps) {
  const { t } = useTranslation('forms');
  const ownId = useId();
  const inputId = id ?? ownId;
  const listId = `${inputId}-list`;
  const [query, setQuery] = useState<string | null>(null);
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  const matches = useMemo(() => filterAreaCodes(options, query ?? ''), [options, query]);
  const optionId = (option: AreaCode) => `${inputId}-${option.id}`;
  const activeOption = expanded ? matches[active] : undefined;

  useEffect(() => {
    if (!activeOption) return;
    // jsdom has no scrollIntoView.
    document.getElementById(optionId(activeOption))?.scrollIntoView?.({ block: 'nearest' });
    // optionId derives from inputId, which is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeOption]);

  const open = () => {
    if (expanded) return;
    setExpanded(true);
    setActive(query === null ? matches.findIndex((option) => option.areaName === areaName) : 0);
  };
  const close = () => {
    setExpanded(false);
    setActive(-1);
    // What was typed but not picked gives way to the current choice.
    setQuery(null);
  };
  const pick = (option: AreaCode) => {
    onPick(option);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) open();
        else setActive((index) => Math.min(index + 1, matches.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!expanded) open();
        else setActive((index) => Math.max(index - 1, 0));
        break;
      case 'Enter':
        if (expanded && activeOption) {
          event.preventDefault();
          pick(activeOption);
        }
        break;
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

  return (
    <div className={styles.combobox}>
      <input
        {...aria}
        id={inputId}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={query ?? areaName}
        onChange={(event) => {
          const text = event.target.value;
          setQuery(text);
          setExpanded(true);
          setActive(text.trim() ? 0 : -1);
          // Emptying the box clears the choice, which is validated on change (spec 5.1).
          if (text === '' && areaName) onPick(null);
        }}
        onClick={open}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <span className={styles.chevron} aria-hidden="true" />
      <ul id={listId} role="listbox" aria-label={t('demo.fields.areaCode.label')} className={styles.listbox} hidden={!expanded}>
        {matches.map((option, index) => (
          // Keyboard use goes through the input (aria-activedescendant); the pointer picks here.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={option.id}
            id={optionId(option)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            data-chosen={option.areaName === areaName || undefined}
            className={styles.option}
            // Keep focus in the input while the pointer picks.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option)}
          >
            {option.areaName}
          </li>
        ))}
      </ul>
      {expanded && matches.length === 0 && <p className={styles.noMatch}>{t('demo.areaCode.noMatch')}</p>}
      <span className="visually-hidden" aria-live="polite">
        {expanded ? t('demo.areaCode.count', { count: matches.length }) : ''}
      </span>
    </div>
  );
}
