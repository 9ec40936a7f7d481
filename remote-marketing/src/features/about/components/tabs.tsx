import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabsProps {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly { key: string; label: string }[];
  selectedIndex: number;
  /** Called with the tab to show (click, arrow keys, Home, End). */
  onSelect: (index: number) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * Tabs as the WAI-ARIA tabs pattern describes them, with automatic activation: one tab stop,
 * Left/Right arrows move and select (wrapping), Home and End go to the ends.
 *
 * A key moves from the tab that has focus, not from `selectedIndex`: the selection arrives
 * through the address (a navigation React renders as a transition), so a second key pressed
 * before that render lands would otherwise move from the old tab (End then Right went to the
 * third tab instead of the first).
 */
export function Tabs({ label, tabs, selectedIndex, onSelect, children }: TabsProps) {
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (i: number) => `${baseId}-tab-${i}`;
  const panelId = `${baseId}-panel`;

  const select = (index: number) => {
    onSelect(index);
    tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, from: number) => {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: from === last ? 0 : from + 1,
      ArrowLeft: from === 0 ? last : from - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, i) => {
          const selected = i === selectedIndex;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                tabRefs.current[i] = element;
              }}
              type="button"
              role="tab"
              id={tabId(i)}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => select(i)}
              onKeyDown={(event) => onKeyDown(event, i)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selectedIndex)} tabIndex={0} className={styles.panel}>
        {children}
      </div>
    </div>
  );
}
