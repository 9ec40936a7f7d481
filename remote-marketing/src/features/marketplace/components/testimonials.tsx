import { useTranslation } from '@site/shared/i18n';
import styles from './testimonials.module.css';

/** Sellers quoted anonymously, by the kind of store they run: no names, no figures. */
const QUOTES = ['homeGoods', 'electronics', 'apparel'] as const;

export function Testimonials() {
  const { t } = useTranslation('amazon');
  return (
    <ul className={styles.list}>
      {QUOTES.map((key) => (
        <li key={key}>
          <figure className={styles.card}>
            {/* A quotation mark, not a star: a single star reads as a one-star rating. */}
            <span className={styles.mark} aria-hidden="true">
              “
            </span>
            <blockquote className={styles.quote}>
              <p>{t(`testimonials.items.${key}.quote`)}</p>
            </blockquote>
            <figcaption className={styles.who}>{t(`testimonials.items.${key}.who`)}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
