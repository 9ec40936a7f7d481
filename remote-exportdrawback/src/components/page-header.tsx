import type { ReactNode } from 'react';
import styles from './page-header.module.css';
import { Phrases } from '@site/shared/ui';

export interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  lead: string;
  children?: ReactNode;
}

/** The opening band of an inner page, with the page's one h1. */
export function PageHeader({ eyebrow, title, lead, children }: PageHeaderProps) {
  return (
    <div className={styles.band}>
      <div className={styles.inner}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}><Phrases>{title}</Phrases></h1>
        <p className={styles.lead}>{lead}</p>
        {children}
      </div>
    </div>
  );
}
