import { useMemo } from 'react';
import SwaggerUI from 'swagger-ui-react';
import { parse } from 'yaml';
import { useTranslation } from '@site/shared/i18n';
import type { I18nLang } from '@site/shared/lang';
import { consoleSpec } from '../lib/console-spec';
import { CONSOLE_LAYOUT, consolePlugin } from './console-plugin';
// swagger-ui's own stylesheet comes in through this one, in a cascade layer of its own (see there).
import styles from './api-console.module.css';

/**
 * The methods the console may send: lookups (GET), and POSTs the description marks read-only (the
 * plugin's `allowTryItOutFor`). Submissions show their shapes and are never sent from the page.
 */
export const SUBMIT_METHODS: ['get', 'post'] = ['get', 'post'];

export interface ApiConsoleProps {
  /** The api's OpenAPI description as YAML (or JSON) text, as the page fetched it. */
  text: string;
  lang: I18nLang;
}

/**
 * The "Try it" console: swagger-ui on the public operations of the api's description, in the page's
 * language, sending lookups (GETs and read-only POSTs) to the site's own /api with the page's language as
 * Accept-Language. Its own chunk with swagger-ui and its stylesheet, loaded when a visitor opens it.
 */
export default function ApiConsole({ text, lang }: ApiConsoleProps) {
  const { t } = useTranslation('api-console');
  const { t: docsT, i18n } = useTranslation('docs');
  const spec = useMemo(
    () =>
      consoleSpec(parse(text), {
        lang,
        origin: window.location.origin,
        // What a status means, in the words of the reading view's table of answers.
        statusText: (status) => docsT(i18n.exists(`api.statuses.${status}`, { ns: 'docs' }) ? `api.statuses.${status}` : 'api.statuses.other'),
      }),
    [text, lang, docsT, i18n],
  );
  const plugins = useMemo(() => [consolePlugin((key) => t(`labels.${key}`))], [t]);
  return (
    <div className={styles.console}>
      <SwaggerUI
        // swagger-ui reads its options once: another language is another console.
        key={lang}
        spec={spec}
        plugins={plugins}
        layout={CONSOLE_LAYOUT}
        supportedSubmitMethods={SUBMIT_METHODS}
        docExpansion="list"
        requestInterceptor={(request) => {
          request.headers = { ...request.headers, 'Accept-Language': lang };
          return request;
        }}
      />
    </div>
  );
}
