import { useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from '@site/shared/i18n';
import { legalLines, productLoginUrl, useLinkLocation } from '@site/shared/env';
import { Button, Dialog, buttonClassName, isPlainClick } from '@site/shared/ui';
import { Icon } from '@site/shared/ui/blocks';
import { BrandMark } from '../../../components/brand-mark';
import { MicroLink } from '../../../components/micro-link';
import { PRODUCT_TYPE } from '../../../config/site';
import { APPLICATION_FORM_ID } from '../../../config/anchors';
import { focusApplicationForm } from '../../../lib/application-anchor';
import { useMicroNav } from '../../../lib/micro-nav';
import { useReducedMotion } from '@site/shared/motion';
import { NAV_ITEMS } from './nav-items';
import styles from './site-header.module.css';

/**
 * The login link. Its address follows the browser's location once the page has hydrated
 * (`useLinkLocation`); React re-renders the component that reads it, at once, so it is this link
 * rather than the whole header.
 */
function LoginLink({ className, children }: { className: string; children: ReactNode }) {
  const href = productLoginUrl({ productType: PRODUCT_TYPE, action: 'login' }, useLinkLocation());
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * The micro-site's own header: the group's listing, home, pricing, resources and
 * login to the product's app; below 1060 px or on a mobile user agent a compact bar with a
 * free-trial button and a menu.
 */
export function SiteHeader({ stockCode = legalLines('zh_cn').stockCode }: { stockCode?: string | undefined } = {}) {
  const { t } = useTranslation();
  const listing = stockCode ? t('brand.listingWithCode', { code: stockCode }) : t('brand.listing');
  const { go } = useMicroNav();
  const reducedMotion = useReducedMotion();
  const [menuOpen, setMenuOpen] = useState(false);

  /** Free trial: to the application form on this page, else to the apply page. */
  const startTrial = () => {
    if (!document.getElementById(APPLICATION_FORM_ID)) {
      setMenuOpen(false);
      go('/apply');
      return;
    }
    if (!menuOpen) {
      focusApplicationForm(reducedMotion);
      return;
    }
    setMenuOpen(false);
    // The drawer gives focus back to its opener as it closes; move on to the form after that.
    window.setTimeout(() => focusApplicationForm(reducedMotion), 0);
  };

  /** The free-trial link's plain click: the trial starts here; any other click opens the apply page as a link does. */
  const trialClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    startTrial();
  };

  const loginLink = (className: string) => (
    <LoginLink className={className}>
      {t('header.login')}
      <span className="visually-hidden">{t('a11y.newTab')}</span>
    </LoginLink>
  );

  const drawerList = (onFollow?: () => void) => (
    <ul className={styles.drawerList}>
      {NAV_ITEMS.map((item) => (
        <li key={item.key}>
          <MicroLink to={item.to} className={styles.drawerLink} {...(onFollow ? { onClick: onFollow } : {})}>
            {t(`header.${item.key}`)}
          </MicroLink>
        </li>
      ))}
    </ul>
  );

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <MicroLink to="/" className={styles.brand} aria-current={undefined} aria-label={t('brand.home')}>
          <BrandMark />
          <span className={styles.brandName}>{t('brand.name')}</span>
        </MicroLink>
        {/* The stock code shows once the company confirms it in company.json; until then the listing alone. */}
        <p className={styles.listing}>
          <span className={styles.listingBadge}>{listing}</span>
        </p>
        <nav className={styles.desktopNav} aria-label={t('header.nav')}>
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.key}>
                <MicroLink to={item.to} className={styles.navLink}>
                  {t(`header.${item.key}`)}
                </MicroLink>
              </li>
            ))}
          </ul>
        </nav>
        {loginLink(styles.login ?? '')}
        <div className={styles.mobileActions}>
          {/* A link to the apply page, which works without JavaScript; with it, the form on this page is brought into view. */}
          <MicroLink to="/apply" className={buttonClassName('primary', styles.trial)} onClick={trialClick}>
            {t('header.freeTrial')}
          </MicroLink>
          <button type="button" className={`${styles.menuButton} needs-script`} aria-haspopup="dialog" aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
            <Icon name="menu" />
            <span className="visually-hidden">{t('header.openMenu')}</span>
          </button>
          {/* Without the page's script the drawer cannot open: the same links open below the header as HTML (the stylesheet's `scripting: none`). */}
          <details className={`${styles.noScriptMenu} without-script`}>
            <summary className={styles.menuButton}>
              <Icon name="menu" />
              <span className="visually-hidden">{t('header.openMenu')}</span>
            </summary>
            <div className={styles.noScriptPanel}>
              <nav aria-label={t('header.menuNav')}>{drawerList()}</nav>
              {loginLink(styles.drawerLogin ?? '')}
            </div>
          </details>
        </div>
      </div>
      <Dialog open={menuOpen} onClose={() => setMenuOpen(false)} title={t('header.menu')} variant="drawer">
        <nav aria-label={t('header.menuNav')}>{drawerList(() => setMenuOpen(false))}</nav>
        <div className={styles.drawerActions}>
          <Button onClick={startTrial}>{t('header.freeTrial')}</Button>
          {loginLink(styles.drawerLogin ?? '')}
        </div>
        <p className={styles.drawerListing}>{listing}</p>
      </Dialog>
    </header>
  );
}
