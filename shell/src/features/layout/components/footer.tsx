import { useTranslation } from '@site/shared/i18n';
import { company, legalLines, type LegalLines } from '@site/shared/env';
import { Drawing, SiteLink, useSiteHref, useSiteNav } from '@site/shared/ui';
import wecomQr from '../../../assets/wecom-qr.svg?inline';
import { navLabel } from '../../../config/navigation';
import { navGroup, type NavEntry } from '../../../config/route-table';
import { useRouteTable } from '../../../lib/site-routes';
import { Logo } from './logo';
import styles from './footer.module.css';

export interface FooterProps {
  isHome: boolean;
  /** The registered office and licence lines; by default the confirmed ones in `company.json`. */
  legal?: LegalLines;
}

/** The remotes' links of one footer group, as list items. */
function NavItems({ links }: { links: readonly NavEntry[] }) {
  const { lang } = useSiteNav();
  return links.map((link) => (
    <li key={link.to}>
      <SiteLink to={link.to}>
        {navLabel(link, lang)}
      </SiteLink>
    </li>
  ));
}

function LinkColumn({ title, links }: { title: string; links: readonly NavEntry[] }) {
  if (links.length === 0) return null;
  return (
    <div>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.links}>
        <NavItems links={links} />
      </ul>
    </div>
  );
}

/** Site footer, in the language of the page (SiteNavProvider). The logo scrolls to the top on Home and goes Home elsewhere. */
export function Footer({ isHome, legal }: FooterProps) {
  const { t } = useTranslation('shell');
  const { lang, navigate } = useSiteNav();
  const home = useSiteHref('/');
  const lines = legal ?? legalLines(lang);
  const table = useRouteTable();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brandColumn}>
          <a
            href={home}
            className={styles.brand}
            onClick={(event) => {
              event.preventDefault();
              if (isHome) window.scrollTo({ top: 0, behavior: 'smooth' });
              else navigate('/');
            }}
          >
            <Logo inverted />
            <span className="visually-hidden">{isHome ? t('footer.backToTop') : t('header.home', { site: t('site.title') })}</span>
          </a>
          <p className={styles.tagline}>{t('footer.tagline')}</p>
        </div>
        <LinkColumn title={t('footer.aboutUs')} links={navGroup(table, 'footerAbout')} />
        <LinkColumn title={t('footer.business')} links={navGroup(table, 'footerBusiness')} />
        <div>
          <h2 className={styles.heading}>{t('footer.contact')}</h2>
          <ul className={styles.links}>
            <li>
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </li>
            <li>
              <a href={company.phoneHref}>{company.phone}</a>
            </li>
            <li>{t('footer.hours', { open: company.officeHours.open, close: company.officeHours.close })}</li>
            <li>{t('footer.offices')}</li>
            <NavItems links={navGroup(table, 'footerContact')} />
          </ul>
        </div>
        <div>
          <h2 className={styles.heading}>{t('footer.follow')}</h2>
          <figure className={styles.qr}>
            <Drawing markup={wecomQr} label={t('footer.qrAlt')} className={styles.qrCode} />
            <figcaption>{t('footer.qrCaption')}</figcaption>
          </figure>
          <a className={styles.linkedin} href={company.linkedinUrl} target="_blank" rel="noopener noreferrer">
            {t('footer.linkedin')}
            <span className="visually-hidden"> {t('a11y.newTab')}</span>
          </a>
        </div>
      </div>
      <div className={styles.legal}>
        {lines.registeredOffice && <p>{t('footer.registeredOffice', { address: lines.registeredOffice })}</p>}
        {lines.licences.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p>{t('footer.copyright', { year, site: t('site.legalName') })}</p>
      </div>
    </footer>
  );
}
