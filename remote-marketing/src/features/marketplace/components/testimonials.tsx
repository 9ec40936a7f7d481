import { useTranslation } from '@site/shared/i18n';
import { Icon } from '../../../components/icon/icon';
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
            <Icon name="star" className={styles.mark} />
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
