import SwaggerUI from 'swagger-ui-react';
import 'swagger-ui-react/swagger-ui.css';
import styles from './api-reference-page.module.css';

export interface SwaggerViewerProps {
  /** The OpenAPI description as YAML or JSON text. */
  spec: string;
}

/**
 * swagger-ui-react 5.35 (React 19, no polyfills), in its own lazy chunk with its CSS. Its server
 * picker is hidden (the only server is this site's own origin, paths start with /api/); the
 * look comes from the site's tokens in api-reference-page.module.css.
 */
export default function SwaggerViewer({ spec }: SwaggerViewerProps) {
  return (
    <div className={styles.viewer}>
      <SwaggerUI spec={spec} docExpansion="list" defaultModelsExpandDepth={0} deepLinking={false} tryItOutEnabled={false} />
    </div>
  );
}
