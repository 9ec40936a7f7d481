import { useState } from 'react';
import { useTranslation } from '@site/shared/i18n';
import { appLoginUrl, useLinkLocation } from '@site/shared/env';
import type { RouteLang } from '@site/shared/lang';
import { Dialog, SiteLink } from '@site/shared/ui';
import { HEADER_GROUPS, navLabel } from '../../../config/navigation';
import { navGroup, type NavEntry } from '../../../config/route-table';
import { useRouteTable } from '../../../lib/site-routes';
import { useSiteNavigate } from '../../../lib/use-site-navigate';
import { useDropdown } from '../hooks/use-dropdown';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import styles from './header.module.css';

export interface HeaderProps {
  lang: RouteLang;
}

interface NavGroup {
  key: (typeof HEADER_GROUPS)[number];
  links: NavEntry[];
}

/** The header's menus with the links the remotes put in them; a menu no remote fills is left out. */
function useHeaderGroups(): NavGroup[] {
  const table = useRouteTable();
  return HEADER_GROUPS.map((key) => ({ key, links: navGroup(table, key) })).filter((group) => group.links.length > 0);
}

function NavDropdown({ group, lang }: { group: NavGroup; lang: RouteLang }) {
  const { t } = useTranslation('shell');
  const navigate = useSiteNavigate();
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
            <SiteLink to={link.to} lang={lang} navigate={(to) => navigate(`/${lang}${to}`)} onClick={() => close()} className={styles.dropdownLink}>
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

function MobileNav({ lang }: { lang: RouteLang }) {
  const { t } = useTranslation('shell');
  const navigate = useSiteNavigate();
  const [open, setOpen] = useState(false);
  const groups = useHeaderGroups();
  const go = (to: string) => {
    setOpen(false);
    navigate(`/${lang}${to}`);
  };
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
                    <SiteLink to={link.to} lang={lang} navigate={go}>
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

/** Site header: four groups with dropdowns, language switch, login and apply. */
export function Header({ lang }: HeaderProps) {
  const { t } = useTranslation('shell');
  const navigate = useSiteNavigate();
  const groups = useHeaderGroups();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <SiteLink to="/" lang={lang} navigate={(to) => navigate(`/${lang}${to === '/' ? '' : to}`)} className={styles.brand}>
          <Logo />
          <span className="visually-hidden">{t('header.home', { site: t('site.title') })}</span>
        </SiteLink>
        <nav aria-label={t('header.mainNav')} className={styles.desktopNav}>
          <ul className={styles.groups}>
            {groups.map((group) => (
              <NavDropdown key={group.key} group={group} lang={lang} />
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <LanguageSwitcher lang={lang} variant="dropdown" />
          <LoginLinks className={styles.desktopLogin} />
          <MobileNav lang={lang} />
        </div>
      </div>
    </header>
  );
}
