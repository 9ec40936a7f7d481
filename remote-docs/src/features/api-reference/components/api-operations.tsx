import { Fragment, useMemo, type ReactNode } from 'react';
import { parse } from 'yaml';
import { useTranslation } from '@site/shared/i18n';
import type { I18nLang } from '@site/shared/lang';
import { readApiReference, type ReferenceOperation, type ReferenceSection } from '../lib/api-reference';
import styles from './api-reference-page.module.css';

/** The statuses whose meaning the page says in words (docs namespace, `api.statuses`); any other says "see msg". */
const KNOWN_STATUSES = new Set(['200', '400', '404', '409', '413', '415', '429', '500']);

/** `code` spans and **bold** of the description's Markdown, as elements (no HTML is read from it). */
function inline(line: string): ReactNode[] {
  return line.split('`').map((part, index) =>
    index % 2 === 1 ? (
      <code key={index}>{part}</code>
    ) : (
      <Fragment key={index}>{part.split('**').map((piece, inner) => (inner % 2 === 1 ? <strong key={inner}>{piece}</strong> : piece))}</Fragment>
    ),
  );
}

/** A description: its paragraphs (split at blank lines), each with its inline code and bold. */
function Description({ text }: { text: string }) {
  const paragraphs = text
    .split('\n\n')
    .map((paragraph) => paragraph.split('\n').join(' ').trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={styles.description}>
          {inline(paragraph)}
        </p>
      ))}
    </>
  );
}

/** A path or a field name that may break after each `/` or `.` on a narrow screen. */
function Breakable({ text, at }: { text: string; at: '/' | '.' }) {
  const parts = text.split(at);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && (
            <>
              {at}
              <wbr />
            </>
          )}
          {part}
        </Fragment>
      ))}
    </>
  );
}

function Example({ label, value }: { label: string; value: unknown }) {
  return (
    <figure className={styles.example}>
      <figcaption className={styles.subheading}>{label}</figcaption>
      {/* Long lines wrap rather than scroll: nothing is hidden on a narrow screen. */}
      <pre>
        <code>{JSON.stringify(value, null, 2)}</code>
      </pre>
    </figure>
  );
}

function Operation({ operation }: { operation: ReferenceOperation }) {
  const { t } = useTranslation();
  return (
    <li className={styles.operation}>
      <details>
        <summary className={styles.row}>
          <span className={styles.method} data-method={operation.method.toLowerCase()}>
            {operation.method}
          </span>
          <code className={styles.path}>
            <Breakable text={operation.path} at="/" />
          </code>
          <span className={styles.summary}>{operation.summary}</span>
        </summary>
        <div className={styles.detail}>
          <Description text={operation.description} />
          {operation.rateLimited && <p className={styles.note}>{t('api.rateLimited')}</p>}
          {operation.body && (
            <>
              <h3 className={styles.subheading}>{t('api.requestBody')}</h3>
              {operation.body.fields.length > 0 && (
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t('api.field')}</th>
                      <th scope="col">{t('api.type')}</th>
                      <th scope="col">{t('api.required')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {operation.body.fields.map((field) => (
                      <tr key={field.name}>
                        <td>
                          <code>
                            <Breakable text={field.name} at="." />
                          </code>
                        </td>
                        <td>{field.type}</td>
                        <td>{field.required ? t('api.yes') : t('api.no')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              {operation.body.example !== undefined && <Example label={t('api.exampleRequest')} value={operation.body.example} />}
            </>
          )}
          <h3 className={styles.subheading}>{t('api.responses')}</h3>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('api.status')}</th>
                <th scope="col">{t('api.meaning')}</th>
              </tr>
            </thead>
            <tbody>
              {operation.statuses.map((status) => (
                <tr key={status}>
                  <td>
                    <code>{status}</code>
                  </td>
                  <td>{KNOWN_STATUSES.has(status) ? t(`api.statuses.${status}`) : t('api.statuses.other')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {operation.example !== undefined && <Example label={t('api.exampleAnswer')} value={operation.example} />}
        </div>
      </details>
    </li>
  );
}

function Section({ section }: { section: ReferenceSection }) {
  const id = `api-${section.tag}`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {section.name}
      </h2>
      {section.description && <p className={styles.sectionLead}>{section.description}</p>}
      <ul className={styles.operations}>
        {section.operations.map((operation) => (
          <Operation key={operation.id} operation={operation} />
        ))}
      </ul>
    </section>
  );
}

export interface ApiOperationsProps {
  /** The api's OpenAPI description as YAML (or JSON) text. */
  text: string;
  lang: I18nLang;
}

/**
 * The site's own rendering of the API reference: the public operations by section, in the page's
 * language, each a disclosure whose row aligns method, path and summary in columns. Its own chunk,
 * with the YAML parser, requested only by this page.
 */
export default function ApiOperations({ text, lang }: ApiOperationsProps) {
  const sections = useMemo(() => readApiReference(parse(text), lang), [text, lang]);
  return (
    <div className={styles.reference}>
      {sections.map((section) => (
        <Section key={section.tag} section={section} />
      ))}
    </div>
  );
}
