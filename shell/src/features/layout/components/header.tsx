import { useState } from 'react';
import { useTranslation } from '@site/shared/i18n';
import { appLoginUrl, useLinkLocation } from '@site/shared/env';
import { Dialog, SiteLink, useSiteNav } from '@site/shared/ui';
import { HEADER_GROUPS, navLabel } from '../../../config/navigation';
import { navGroup, type NavEntry } from '../../../config/route-table';
import { useRouteTable } from '../../../lib/site-routes';
import { useDropdown } from '../hooks/use-dropdown';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import styles from './header.module.css';

interface NavGroup {
  key: (typeof HEADER_GROUPS)[number];
  links: NavEntry[];
}

/** The header's menus with the links the remotes put in them; a menu no remote fills is left out. */
function useHeaderGroups(): NavGroup[] {
  const table = useRouteTable();
  return HEADER_GROUPS.map((key) => ({ key, links: navGroup(table, key) })).filter((group) => group.links.length > 0);
}

function NavDropdown({ group }: { group: NavGroup }) {
  const { t } = useTranslation('shell');
  const { lang } = useSiteNav();
  const { containerRef, detailsProps, summaryProps, close } = useDropdown<HTMLDetailsElement>();
  return (
    <li className={styles.group}>
      <details ref={containerRef} {...detailsProps}>
        <summary {...summaryProps} className={styles.groupButton}>
          {t(`nav.${group.key}`)}
          <span className={styles.caret} aria-hidden="true" />
        </summary>
        <ul className={styles.dropdown}>
          {group.links.map((link) => (
            <li key={link.to}>
              <SiteLink to={link.to} onClick={() => close()} className={styles.dropdownLink}>
                {navLabel(link, lang)}
              </SiteLink>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

/** Links that leave for the application login, in a new tab. */
function LoginLinks({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const loginUrl = appLoginUrl(useLinkLocation());
  return (
    <div className={className}>
      <a className={styles.login} href={loginUrl} target="_blank" rel="noopener noreferrer">
        {t('header.login')}
        <span className="visually-hidden"> {t('a11y.newTab')}</span>
      </a>
      <a className={styles.apply} href={loginUrl} target="_blank" rel="noopener noreferrer">
        {t('header.apply')}
        <span className="visually-hidden"> {t('a11y.newTab')}</span>
      </a>
    </div>
  );
}

/** The menu's groups of links, the language list and the login links: in the drawer, or in the panel the menu opens without JavaScript. */
function MobileMenu({ onLeave }: { onLeave?: () => void }) {
  const { t } = useTranslation('shell');
  const { lang } = useSiteNav();
  const groups = useHeaderGroups();
  return (
    <>
      <nav aria-label={t('header.mainNav')} className={styles.mobileNav}>
        {groups.map((group) => (
          <details key={group.key} className={styles.mobileGroup}>
            <summary>{t(`nav.${group.key}`)}</summary>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <SiteLink to={link.to} {...(onLeave ? { onClick: onLeave } : {})}>
                    {navLabel(link, lang)}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </details>
        ))}
      </nav>
      <LanguageSwitcher lang={lang} variant="list" {...(onLeave ? { onSwitch: onLeave } : {})} />
      <LoginLinks className={styles.mobileLogin} />
    </>
  );
}

/**
 * The menu button of narrow screens. With JavaScript it opens the menu as a drawer (a dialog);
 * without, it is a disclosure that opens the same menu as a panel below the header.
 */
function MobileNav() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  return (
    <>
      <details className={styles.mobileMenu}>
        <summary
          className={styles.menuButton}
          aria-haspopup="dialog"
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          <span className={styles.burger} aria-hidden="true" />
          <span className="visually-hidden">{t('header.openMenu')}</span>
        </summary>
        <div className={styles.menuPanel}>
          <MobileMenu />
        </div>
      </details>
      {/* Outside the disclosure, whose closed content the browser does not render. */}
      <Dialog open={open} onClose={() => setOpen(false)} title={t('header.menu')} variant="drawer">
        <MobileMenu onLeave={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

/** Site header, in the language of the page (SiteNavProvider): four groups with dropdowns, language switch, login and apply. */
export function Header() {
  const { t } = useTranslation('shell');
  const { lang } = useSiteNav();
  const groups = useHeaderGroups();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <SiteLink to="/" className={styles.brand}>
          <Logo />
          <span className="visually-hidden">{t('header.home', { site: t('site.title') })}</span>
        </SiteLink>
        <nav aria-label={t('header.mainNav')} className={styles.desktopNav}>
          <ul className={styles.groups}>
            {groups.map((group) => (
              <NavDropdown key={group.key} group={group} />
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <LanguageSwitcher lang={lang} variant="dropdown" />
          <LoginLinks className={styles.desktopLogin} />
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
