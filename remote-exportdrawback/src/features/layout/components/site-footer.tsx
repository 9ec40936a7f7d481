import { useTranslation } from '@site/shared/i18n';
import { company, legalLines, type LegalLines } from '@site/shared/env';
import { Drawing, Phrases } from '@site/shared/ui';
import { BrandMark } from '../../../components/brand-mark';
import { MainSiteLink, MicroLink } from '../../../components/micro-link';
import { BUILD_YEAR } from '../../../config/build';
import { MAIN_SITE } from '../../../config/site';
import wecomQr from '../../../assets/wecom-qr.svg?inline';
import styles from './site-footer.module.css';

const PAGE_LINKS = [
  { key: 'pricing', to: '/FixPrice' },
  { key: 'resources', to: '/info' },
  { key: 'source', to: '/source' },
  { key: 'principle', to: '/SourcePage' },
  { key: 'apply', to: '/apply' },
  { key: 'consultation', to: '/subscCons' },
] as const;

/** The micro-site's own footer (contact details), from the company facts in @site/shared/env. */
export function SiteFooter({ legal = legalLines('zh_cn') }: { legal?: LegalLines } = {}) {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <p className={styles.brand}>
            <BrandMark size={32} />
            <span>{t('brand.name')}</span>
          </p>
          <p className={styles.text}>{t('footer.about')}</p>
          <p className={styles.text}>{t('brand.listingNote')}</p>
        </div>
        <div>
          <h2 className={styles.heading}><Phrases>{t('footer.contact')}</Phrases></h2>
          <dl className={styles.contact}>
            <div>
              <dt>{t('footer.phone')}</dt>
              <dd>
                <a href={company.phoneHref}>{company.phone}</a>
              </dd>
            </div>
            <div>
              <dt>{t('footer.email')}</dt>
              <dd>
                <a href={`mailto:${company.email}`}>{company.email}</a>
              </dd>
            </div>
            <div>
              <dt>{t('footer.hours')}</dt>
              <dd>{t('footer.hoursValue', { open: company.officeHours.open, close: company.officeHours.close })}</dd>
            </div>
            <div>
              <dt>{t('footer.offices')}</dt>
              <dd>{t('footer.officesValue')}</dd>
            </div>
          </dl>
        </div>
        <nav aria-label={t('footer.links')}>
          <h2 className={styles.heading}><Phrases>{t('footer.links')}</Phrases></h2>
          <ul className={styles.links}>
            {PAGE_LINKS.map((link) => (
              <li key={link.key}>
                <MicroLink to={link.to}>{t(`footer.pages.${link.key}`)}</MicroLink>
              </li>
            ))}
            <li>
              <MainSiteLink to={MAIN_SITE.home}>{t('footer.mainSite')}</MainSiteLink>
            </li>
            <li>
              <MainSiteLink to={MAIN_SITE.policy}>{t('footer.privacy')}</MainSiteLink>
            </li>
          </ul>
        </nav>
        <figure className={styles.qr}>
          <Drawing markup={wecomQr} label={t('quickBar.qrAlt')} className={styles.qrCode} />
          <figcaption>{t('quickBar.qrCaption')}</figcaption>
        </figure>
      </div>
      <div className={styles.legal}>
        <p>{t('footer.disclaimer')}</p>
        {legal.registeredOffice && <p>{t('footer.registeredOffice', { address: legal.registeredOffice })}</p>}
        {legal.licences.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p>{t('footer.copyright', { year: BUILD_YEAR })}</p>
      </div>
    </footer>
  );
}
