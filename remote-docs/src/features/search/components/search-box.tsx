import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@site/shared/i18n';
import type { RouteLang } from '@site/shared/lang';
import { contentLangOf } from '../../../lib/lang';
import type { SearchHit } from '../../../lib/search/search';
import { useSearchIndex } from '../hooks/use-search-index';
import { Highlighted } from './highlighted';
import styles from './search-box.module.css';

export interface SearchBoxProps {
  lang: RouteLang;
  navigate: (to: string) => void;
}

const NO_HITS: SearchHit[] = [];

/**
 * Search with autocomplete over the articles' text, in the ARIA combobox pattern:
 * the input owns a listbox of results; arrow keys move the active option, Enter opens it,
 * Escape closes the list (then clears the box). The index loads on first focus.
 */
export function SearchBox({ lang, navigate }: SearchBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const { state, load } = useSearchIndex(contentLangOf(lang));
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);

  // Focused before the page was interactive (the served HTML): React saw no focus, so the index
  // loads as the box comes alive, not only at the first keystroke.
  useEffect(() => {
    if (input.current && input.current.ownerDocument.activeElement === input.current) load();
  }, [load]);

  const hits = useMemo(() => (state.status === 'ready' && query.trim() ? state.search(state.index, query) : NO_HITS), [state, query]);
  // aria-expanded is true exactly while the listbox is shown.
  const expanded = open && hits.length > 0;
  const activeHit = expanded ? hits[active] : undefined;

  const choose = (hit: SearchHit | undefined) => {
    if (!hit) return;
    setOpen(false);
    setActive(-1);
    navigate(`/docs/${hit.name}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (hits.length > 0) setActive((active + 1) % hits.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (hits.length > 0) setActive(active <= 0 ? hits.length - 1 : active - 1);
        break;
      case 'Enter':
        if (expanded) {
          event.preventDefault();
          choose(hits[active >= 0 ? active : 0]);
        }
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (query) {
          event.preventDefault();
          setQuery('');
        }
        break;
      default:
        break;
    }
  };

  let status = '';
  if (open && query.trim()) {
    if (state.status === 'loading') status = t('search.loading');
    else if (state.status === 'error') status = t('search.failed');
    else if (state.status === 'ready') status = hits.length > 0 ? t('search.count', { count: hits.length }) : t('search.none');
  }

  return (
    <div className={styles.search} role="search">
      <label htmlFor={inputId} className="visually-hidden">
        {t('search.label')}
      </label>
      <span className={styles.icon} aria-hidden="true" />
      <input
        id={inputId}
        className={styles.input}
        type="text"
        role="combobox"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('search.placeholder')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeHit ? `${listId}-${activeHit.name}` : undefined}
        ref={input}
        value={query}
        onFocus={() => {
          if (state.status === 'idle' || state.status === 'error') load();
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onChange={(event) => {
          // Focused before the page was interactive: the first keystroke loads the index instead.
          if (state.status === 'idle') load();
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label={t('search.results')} className={styles.listbox} hidden={!expanded}>
        {expanded &&
          hits.map((hit, i) => (
            <li
              key={hit.name}
              id={`${listId}-${hit.name}`}
              role="option"
              aria-selected={i === active}
              className={styles.option}
              // Chosen on press, so the input keeps focus (the keyboard works from the input).
              onMouseDown={(event) => {
                event.preventDefault();
                choose(hit);
              }}
              onMouseMove={() => setActive(i)}
            >
              <span className={styles.title}>
                <Highlighted segments={hit.title} />
              </span>
              {hit.categories && <span className={styles.path}>{hit.categories}</span>}
              <span className={styles.snippet}>
                <Highlighted segments={hit.snippet} />
              </span>
            </li>
          ))}
      </ul>
      <div role="status" aria-live="polite" className={status && (state.status !== 'ready' || hits.length === 0) ? styles.message : 'visually-hidden'}>
        {status}
      </div>
    </div>
  );
}
