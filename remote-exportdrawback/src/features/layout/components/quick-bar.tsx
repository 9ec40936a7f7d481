import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@site/shared/i18n';
import { company } from '@site/shared/env';
import { Drawing } from '@site/shared/ui';
import { Icon } from '@site/shared/ui/blocks';
import { TOP_ID } from '../../../config/anchors';
import { useReducedMotion } from '@site/shared/motion';
import wecomQr from '../../../assets/wecom-qr.svg?inline';
import styles from './quick-bar.module.css';

/**
 * The quick bar: chat QR code, hotline, scroll-to-top. Fixed on the right edge on
 * desktop and along the bottom on mobile.
 */
export function QuickBar() {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const [chatOpen, setChatOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const chatButtonRef = useRef<HTMLButtonElement>(null);

  // The QR panel is a disclosure: Escape or a click elsewhere closes it.
  useEffect(() => {
    if (!chatOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setChatOpen(false);
      chatButtonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setChatOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [chatOpen]);

  const toTop = () => {
    window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
    // Keyboard users go back to the top too, not only the viewport.
    document.getElementById(TOP_ID)?.focus({ preventScroll: true });
  };

  return (
    <aside ref={rootRef} className={styles.bar} aria-label={t('quickBar.label')}>
      <div className={styles.item}>
        <button
          ref={chatButtonRef}
          type="button"
          className={`${styles.action} needs-script`}
          aria-expanded={chatOpen}
          aria-controls={panelId}
          onClick={() => setChatOpen((open) => !open)}
        >
          <Icon name="chat" />
          <span className={styles.label}>{t('quickBar.chat')}</span>
        </button>
        {/* Without the page's script the QR panel cannot open: the chat itself, in a new tab. */}
        <a className={`${styles.action} without-script`} href={company.wecomUrl} target="_blank" rel="noopener noreferrer">
          <Icon name="chat" />
          <span className={styles.label}>{t('quickBar.chat')}</span>
          <span className="visually-hidden">{t('a11y.newTab')}</span>
        </a>
        <div id={panelId} className={styles.panel} hidden={!chatOpen}>
          <p className={styles.panelTitle}>{t('quickBar.chatTitle')}</p>
          <Drawing markup={wecomQr} label={t('quickBar.qrAlt')} className={styles.qrCode} />
          <p className={styles.panelText}>{t('quickBar.qrCaption')}</p>
          <a className={styles.panelLink} href={company.wecomUrl} target="_blank" rel="noopener noreferrer">
            {t('quickBar.openWecom')}
            <span className="visually-hidden">{t('a11y.newTab')}</span>
          </a>
        </div>
      </div>
      <div className={styles.item}>
        <a className={styles.action} href={company.phoneHref} aria-label={t('quickBar.hotlineLabel', { phone: company.phone })}>
          <Icon name="phone" />
          <span className={styles.label}>{t('quickBar.hotline')}</span>
          <span className={styles.flyout} aria-hidden="true">
            {company.phone}
          </span>
        </a>
      </div>
      <div className={styles.item}>
        {/* A link to the top of the page, which the page's script scrolls to smoothly. */}
        <a
          className={styles.action}
          href={`#${TOP_ID}`}
          onClick={(event) => {
            event.preventDefault();
            toTop();
          }}
        >
          <Icon name="arrowUp" />
          <span className={styles.label}>{t('quickBar.top')}</span>
        </a>
      </div>
    </aside>
  );
}
