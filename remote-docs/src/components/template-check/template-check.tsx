import { useId, useRef, useState } from 'react';
import { useTranslation } from '@site/shared/i18n';
import { Button } from '@site/shared/ui';
import { FilePicker } from '@site/shared/ui/file-picker';
import { checkDrawdown, fieldLabel, type DrawdownReport } from './check-drawdown';
import { readTemplateFile, toCsv, UnsupportedFileError } from './read-template-file';
import styles from './template-check.module.css';

/** Rows of problems shown on the page; the CSV report has all of them. */
const SHOWN = 200;

type State = { status: 'idle' } | { status: 'reading'; fileName: string } | { status: 'failed'; fileName: string; reason: 'type' | 'read' } | { status: 'done'; fileName: string; report: DrawdownReport };

/**
 * The drawdown template checker: the visitor picks a filled-in template, the browser
 * reads it and checks it row by row, and the report can be saved as CSV. Nothing is uploaded.
 */
export default function TemplateCheck() {
  const { t, i18n } = useTranslation('template-check');
  const label = (name: string) => fieldLabel(name, i18n.resolvedLanguage);
  const [state, setState] = useState<State>({ status: 'idle' });
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const reading = useRef(0);

  const pick = async (file: File) => {
    const attempt = ++reading.current;
    setState({ status: 'reading', fileName: file.name });
    try {
      const sheet = await readTemplateFile(file);
      if (attempt === reading.current) setState({ status: 'done', fileName: file.name, report: checkDrawdown(sheet) });
    } catch (error) {
      if (attempt === reading.current) setState({ status: 'failed', fileName: file.name, reason: error instanceof UnsupportedFileError ? 'type' : 'read' });
    }
  };

  const problemText = (problem: string) => t(`problems.${problem}`);
  const download = async () => {
    if (state.status !== 'done') return;
    const rows = [[t('columns.row'), t('columns.field'), t('columns.problem'), t('columns.value')]];
    for (const fileProblem of state.report.fileProblems) rows.push(['', fileProblem.columns.join(', '), t(`file.${fileProblem.problem}`, { columns: fileProblem.columns.join(', ') }), '']);
    for (const issue of state.report.issues) rows.push([String(issue.row), label(issue.field), problemText(issue.problem), issue.value]);
    const csv = await toCsv(rows);
    const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = t('reportFileName');
    link.click();
    URL.revokeObjectURL(url);
  };

  const report = state.status === 'done' ? state.report : undefined;
  const clean = report && report.fileProblems.length === 0 && report.issues.length === 0;

  return (
    <div className={styles.tool}>
      <h3 className={styles.heading}>{t('heading')}</h3>
      <p className={styles.intro}>{t('intro')}</p>
      {/* Opened by a button that is now gone: focus goes to the file picker. */}
      <FilePicker
        label={t('pick')}
        chooseText={t('picker.choose')}
        dropText={t('picker.drop')}
        noFileText={t('picker.noFile')}
        chosenText={(file) => t('picker.chosen', { file })}
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        onFile={(file) => void pick(file)}
        hintId={hintId}
        errorId={state.status === 'failed' ? errorId : undefined}
        focusOnMount
      />
      <p id={hintId} className={styles.hint}>
        {t('hint')}
      </p>
      <div role="status" aria-live="polite" className={styles.status}>
        {state.status === 'reading' && <p>{t('reading', { file: state.fileName })}</p>}
        {state.status === 'failed' && (
          <p id={errorId} className={styles.error}>
            {t(`failed.${state.reason}`, { file: state.fileName })}
          </p>
        )}
        {report && (
          <p className={clean ? styles.ok : styles.summary}>
            {clean ? t('summary.clean', { file: state.status === 'done' ? state.fileName : '', count: report.rows }) : t('summary.problems', { file: state.status === 'done' ? state.fileName : '', rows: report.rows, valid: report.validRows, count: report.issues.length + report.fileProblems.length })}
          </p>
        )}
      </div>
      {report && !clean && (
        <>
          {report.fileProblems.length > 0 && (
            <ul className={styles.fileProblems}>
              {report.fileProblems.map((fileProblem) => (
                <li key={fileProblem.problem}>{t(`file.${fileProblem.problem}`, { columns: fileProblem.columns.join(', ') })}</li>
              ))}
            </ul>
          )}
          {report.issues.length > 0 && (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption className="visually-hidden">{t('tableLabel')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('columns.row')}</th>
                    <th scope="col">{t('columns.field')}</th>
                    <th scope="col">{t('columns.problem')}</th>
                    <th scope="col">{t('columns.value')}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.issues.slice(0, SHOWN).map((issue, index) => (
                    <tr key={`${issue.row}-${issue.field}-${index}`}>
                      <td>{issue.row}</td>
                      <td>{label(issue.field)}</td>
                      <td>{problemText(issue.problem)}</td>
                      <td className={styles.value}>{issue.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {report.issues.length > SHOWN && <p className={styles.hint}>{t('more', { shown: SHOWN, total: report.issues.length })}</p>}
          <Button variant="secondary" onClick={() => void download()}>
            {t('download')}
          </Button>
        </>
      )}
    </div>
  );
}
