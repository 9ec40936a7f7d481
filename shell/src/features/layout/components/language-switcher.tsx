import { useTranslation } from '@site/shared/i18n';
import { useLocation } from 'react-router';
import { ROUTE_LANGS, langLabel, toHtmlLang, type RouteLang } from '@site/shared/lang';
import { storeLang } from '../../../lib/lang-storage';
import { useSiteNavigate } from '../../../lib/use-site-navigate';
import { useDropdown } from '../hooks/use-dropdown';
import styles from './language-switcher.module.css';

export interface LanguageSwitcherProps {
  lang: RouteLang;
  variant: 'dropdown' | 'list';
  onSwitch?: () => void;
}

/** The switcher rewrites the path prefix and stores the language. */
export function LanguageSwitcher({ lang, variant, onSwitch }: LanguageSwitcherProps) {
  const { t } = useTranslation('shell');
  const { pathname, search, hash } = useLocation();
  const navigate = useSiteNavigate();
  const { containerRef, detailsProps, summaryProps, close } = useDropdown<HTMLDetailsElement>();
  const below = pathname.replace(/^\/[^/]+/, '');

  const options = (
    <ul className={variant === 'dropdown' ? styles.dropdown : styles.list}>
      {ROUTE_LANGS.map((code) => {
        const href = `/${code}${below}${search}${hash}`;
        return (
          <li key={code}>
            <a
              href={href}
              hrefLang={toHtmlLang(code)}
              lang={toHtmlLang(code)}
              aria-current={code === lang ? 'true' : undefined}
              className={styles.option}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                event.preventDefault();
                storeLang(code);
                close();
                onSwitch?.();
                navigate(href);
              }}
            >
              {langLabel(code)}
            </a>
          </li>
        );
      })}
    </ul>
  );

  if (variant === 'list') {
    return (
      <nav aria-label={t('header.language')} className={styles.listWrap}>
        {options}
      </nav>
    );
  }
  return (
    <details ref={containerRef} {...detailsProps} className={styles.switcher}>
      <summary {...summaryProps} className={styles.button} aria-label={t('header.languageButton', { current: langLabel(lang) })}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
        <span className={styles.current}>{langLabel(lang)}</span>
      </summary>
      {options}
    </details>
  );
}
