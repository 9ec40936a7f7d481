import type { ReactNode } from 'react';
import { useTranslation } from '@site/shared/i18n';
import { DemoButton } from '../demo-button/demo-button';
import type { ProductKey } from '../demo-request/demo-request-context';
import { ProductSection } from './product-section';

export interface ProductItem {
  /** Its copy in the page's namespace: products.<key>.{title, summary, points[]}. */
  key: string;
  /** The product's internal key (DOC_EX): only the section's anchor id, never shown. */
  code?: string;
  /** The demo the section offers. */
  demo: ProductKey;
  art?: string;
  /** Anything beyond the points (the Go Early timeline). */
  extra?: ReactNode;
}

export interface ProductSectionListProps {
  /** The page's i18n namespace. */
  ns: string;
  items: readonly ProductItem[];
}

/** A product page's products, one section each, alternating sides and backgrounds. */
export function ProductSectionList({ ns, items }: ProductSectionListProps) {
  const { t } = useTranslation(ns);
  return (
    <>
      {items.map((item, i) => {
        const title = t(`products.${item.key}.title`);
        return (
          <ProductSection
            key={item.key}
            id={item.code?.toLowerCase().replace('_', '-')}
            title={title}
            summary={t(`products.${item.key}.summary`)}
            points={t(`products.${item.key}.points`, { returnObjects: true }) as string[]}
            art={item.art}
            reverse={i % 2 === 1}
            tone={i % 2 === 1 ? 'alt' : 'plain'}
            actions={<DemoButton product={item.demo} subject={title} />}
          >
            {item.extra}
          </ProductSection>
        );
      })}
    </>
  );
}
