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
  const { containerRef, buttonProps, panelProps, close } = useDropdown<HTMLLIElement>();
  return (
    <li ref={containerRef} className={styles.group}>
      <button {...buttonProps} className={styles.groupButton}>
        {t(`nav.${group.key}`)}
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <ul {...panelProps} className={styles.dropdown}>
        {group.links.map((link) => (
          <li key={link.to}>
            <SiteLink to={link.to} onClick={() => close()} className={styles.dropdownLink}>
              {navLabel(link, lang)}
            </SiteLink>
          </li>
        ))}
      </ul>
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

function MobileNav() {
  const { t } = useTranslation('shell');
  const { lang } = useSiteNav();
  const [open, setOpen] = useState(false);
  const groups = useHeaderGroups();
  return (
    <>
      <button type="button" className={styles.menuButton} aria-expanded={open} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span className={styles.burger} aria-hidden="true" />
        <span className="visually-hidden">{t('header.openMenu')}</span>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('header.menu')} variant="drawer">
        <nav aria-label={t('header.mainNav')} className={styles.mobileNav}>
          {groups.map((group) => (
            <details key={group.key} className={styles.mobileGroup}>
              <summary>{t(`nav.${group.key}`)}</summary>
              <ul>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <SiteLink to={link.to} onClick={() => setOpen(false)}>
                      {navLabel(link, lang)}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </details>
          ))}
        </nav>
        <LanguageSwitcher lang={lang} variant="list" onSwitch={() => setOpen(false)} />
        <LoginLinks className={styles.mobileLogin} />
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
