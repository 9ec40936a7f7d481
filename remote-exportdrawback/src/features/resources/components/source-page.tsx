import { useTranslation } from '@site/shared/i18n';
import { Icon, Section } from '@site/shared/ui/blocks';
import { PageHeader } from '../../../components/page-header';
import styles from './resources.module.css';
import type { PageHandle } from '@site/shared/pages';

/** The public bodies whose rules govern export tax refunds, with their official sites. */
const AUTHORITIES = [
  { id: 'sat', url: 'https://www.chinatax.gov.cn' },
  { id: 'mof', url: 'https://www.mof.gov.cn' },
  { id: 'customs', url: 'https://www.customs.gov.cn' },
  { id: 'safe', url: 'https://www.safe.gov.cn' },
] as const;
const HOW = ['rates', 'local', 'changes'] as const;

export const handle: PageHandle = { head: { key: 'source' }, indexable: true };

/** Policy sources (/source): where the rules come from and how to check the current ones. */
export function SourcePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('source.title')} lead={t('source.lead')} />
      <Section centered heading={t('source.authoritiesTitle')}>
        <ul className={styles.authorities}>
          {AUTHORITIES.map(({ id, url }) => (
            <li key={id} className={styles.authority}>
              <h3 className={styles.authorityName}>{t(`source.authorities.${id}.name`)}</h3>
              <p>{t(`source.authorities.${id}.body`)}</p>
              <a href={url} target="_blank" rel="noopener noreferrer" className={styles.external}>
                {t('source.visit', { name: t(`source.authorities.${id}.name`) })}
                <Icon name="external" size={16} />
                <span className="visually-hidden">{t('a11y.newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <Section centered heading={t('source.howTitle')} tone="alt">
        <ul className={styles.bullets}>
          {HOW.map((id) => (
            <li key={id}>
              <strong>{t(`source.how.${id}.title`)}</strong>
              {t(`source.how.${id}.body`)}
            </li>
          ))}
        </ul>
      </Section>
      <Section centered heading={t('source.noteTitle')}>
        <p className={styles.prose}>{t('source.note')}</p>
        <p className={styles.disclaimer}>{t('resources.disclaimer')}</p>
      </Section>
    </>
  );
}

export default SourcePage;
