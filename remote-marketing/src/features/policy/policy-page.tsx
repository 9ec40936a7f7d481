import type { ComponentType } from 'react';
import { useTranslation } from '@site/shared/i18n';
import { ContactDetails } from '../../components/contact-details/contact-details';
import privacyArt from '../../components/illustration/art/privacy.svg';
import { PageHero } from '../../components/page-hero/page-hero';
import { CollectionTable } from './components/collection-table';
import styles from './policy-page.module.css';
import { Phrases } from '@site/shared/ui';
import type { PageHandle } from '@site/shared/pages';

/** Its head is `policy` of the routes namespace; in the footer, under Legal. */
export const handle: PageHandle = { head: { key: 'policy' }, indexable: true, nav: [{ group: 'footerContact', order: 10 }] };

/** The sections of the policy, in reading order; their copy is policy.json sections.<key>. */
const SECTIONS = ['who', 'collect', 'use', 'share', 'transfer', 'retain', 'protect', 'rights', 'storage', 'changes', 'contact'] as const;
type PolicySection = (typeof SECTIONS)[number];

/** Sections with a list of points after their paragraphs (sections.<key>.points). */
const WITH_POINTS: ReadonlySet<PolicySection> = new Set(['use', 'share', 'rights', 'storage']);

/** What a section shows beyond its paragraphs and points. */
const EXTRAS: Partial<Record<PolicySection, ComponentType>> = {
  collect: CollectionTable,
  contact: ContactDetails,
};

const anchor = (key: string) => `policy-${key}`;

/**
 * policy: the privacy policy and collection statement. The footer names its link for what it opens
 * (the spec's footer label, Terms and Conditions, promised terms the page does not hold).
 */
export default function PolicyPage() {
  const { t } = useTranslation('policy');
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={<p>{t('hero.lead')}</p>} art={privacyArt} />
      <div className={styles.layout}>
        <nav className={styles.toc} aria-labelledby="policy-toc">
          <p id="policy-toc" className={styles.tocTitle}>
            {t('toc')}
          </p>
          <ol>
            {SECTIONS.map((key) => (
              <li key={key}>
                <a href={`#${anchor(key)}`}>{t(`sections.${key}.title`)}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          {SECTIONS.map((key) => {
            const Extra = EXTRAS[key];
            const points = WITH_POINTS.has(key) ? (t(`sections.${key}.points`, { returnObjects: true }) as string[]) : [];
            return (
              <section key={key} id={anchor(key)} className={styles.section} aria-labelledby={`${anchor(key)}-title`}>
                <h2 id={`${anchor(key)}-title`}><Phrases>{t(`sections.${key}.title`)}</Phrases></h2>
                {(t(`sections.${key}.body`, { returnObjects: true }) as string[]).map((text) => (
                  <p key={text}>{text}</p>
                ))}
                {points.length > 0 && (
                  <ul>
                    {points.map((text) => (
                      <li key={text}>{text}</li>
                    ))}
                  </ul>
                )}
                {Extra && <Extra />}
              </section>
            );
          })}
        </div>
      </div>
    </>
  );
}
