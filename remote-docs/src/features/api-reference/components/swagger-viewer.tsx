import { useEffect, useRef, type RefObject } from 'react';
import SwaggerUI from 'swagger-ui-react';
import 'swagger-ui-react/swagger-ui.css';
import styles from './api-reference-page.module.css';

export interface SwaggerViewerProps {
  /** The OpenAPI description as YAML or JSON text. */
  spec: string;
}

/**
 * swagger-ui renders its operations in a <main>, inside the page's own <main>: a second main
 * landmark confuses screen readers, so it is made a group (a presentational role would not hold: it is focusable) whenever swagger-ui renders it.
 */
function useNoNestedMain(root: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    const demote = () => {
      for (const main of element.querySelectorAll('main:not([role])')) main.setAttribute('role', 'group');
    };
    demote();
    const observer = new MutationObserver(demote);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [root]);
}

/**
 * swagger-ui-react 5.35 (React 19, no polyfills), in its own lazy chunk with its CSS. Its server
 * picker is hidden (the only server is this site's own origin, paths start with /api/); the
 * look comes from the site's tokens in api-reference-page.module.css.
 */
export default function SwaggerViewer({ spec }: SwaggerViewerProps) {
  const root = useRef<HTMLDivElement>(null);
  useNoNestedMain(root);
  return (
    <div ref={root} className={styles.viewer}>
      <SwaggerUI spec={spec} docExpansion="list" defaultModelsExpandDepth={0} deepLinking={false} tryItOutEnabled={false} />
    </div>
  );
}
