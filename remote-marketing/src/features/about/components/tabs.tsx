import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { SiteLink } from '@site/shared/ui';
import styles from './tabs.module.css';

export interface TabsProps {
  /** Names the tab list for screen readers. */
  label: string;
  /** Each tab is a link to its address (`to`, below the language prefix), so that it works without scripts. */
  tabs: readonly { key: string; label: string; to: string }[];
  selectedIndex: number;
  /** Called with the tab to show by the arrow keys, Home and End (a click follows the tab's link). */
  onSelect: (index: number) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * Tabs as the WAI-ARIA tabs pattern describes them, with automatic activation: one tab stop,
 * Left/Right arrows move and select (wrapping), Home and End go to the ends. Each tab is a link to
 * the address that selects it, so that a visitor without scripts (or opening a tab in a new window)
 * gets that tab's page from the server.
 *
 * A key moves from the tab that has focus, not from `selectedIndex`: the selection arrives
 * through the address (a navigation React renders as a transition), so a second key pressed
 * before that render lands would otherwise move from the old tab (End then Right went to the
 * third tab instead of the first).
 */
export function Tabs({ label, tabs, selectedIndex, onSelect, children }: TabsProps) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (i: number) => `${baseId}-tab-${i}`;
  const panelId = `${baseId}-panel`;
  const focusTab = (index: number) => listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[index]?.focus();

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, from: number) => {
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
    onSelect(target);
    focusTab(target);
  };

  return (
    <div className={styles.tabs}>
      <div ref={listRef} role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, i) => {
          const selected = i === selectedIndex;
          return (
            <SiteLink
              key={tab.key}
              to={tab.to}
              role="tab"
              id={tabId(i)}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              // Safari does not focus a link it follows; the selected tab keeps the focus.
              onClick={() => focusTab(i)}
              onKeyDown={(event) => onKeyDown(event, i)}
            >
              {tab.label}
            </SiteLink>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selectedIndex)} tabIndex={0} className={styles.panel}>
        {children}
      </div>
    </div>
  );
}
