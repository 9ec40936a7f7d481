import SwaggerUI from 'swagger-ui-react';
import 'swagger-ui-react/swagger-ui.css';
import styles from './api-reference-page.module.css';

export interface SwaggerViewerProps {
  url: string;
}

/** swagger-ui-react 5.35 (React 19, no polyfills), in its own lazy chunk with its CSS. */
export default function SwaggerViewer({ url }: SwaggerViewerProps) {
  return (
    <div className={styles.viewer}>
      <SwaggerUI url={url} docExpansion="list" defaultModelsExpandDepth={0} deepLinking={false} tryItOutEnabled={false} />
    </div>
  );
}
