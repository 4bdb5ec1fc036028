import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import type { ContainerImportResult, ContainerListReader } from '@/domain/container/container-list-import';
import { saveBlob } from '@/lib/save-file';

import styles from './container-list-import-panel.module.css';

type ImportOutcome =
  | { kind: 'done'; source: string; count: number; badRows: number[] }
  | { kind: 'missing-columns'; source: string }
  | { kind: 'unreadable'; source: string }
  | { kind: 'empty'; source: string };

const isWorkbook = (file: File) =>
  file.name.toLowerCase().endsWith('.xlsx') ||
  file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * What the panel needs of its form. `reader`: how the form reads a list (container-list-import.ts); `onRows`: takes
 * the rows read and whether each is bad, answers the 1-based form row numbers that need fixing; `namespace`: the
 * form's i18next namespace, which holds the panel's strings under `import.*` (title, hint, file, template, paste,
 * add-pasted, pasted-rows, reading, done, need-fixing, more, missing-columns, unreadable, empty); `templateFileName`:
 * the name the CSV template is saved as.
 */
export interface ContainerListImportPanelProps<Row> {
  reader: ContainerListReader<Row>;
  onRows: (rows: Row[], invalid: boolean[]) => number[];
  namespace: string;
  templateFileName: string;
}

/**
 * Import of a container list into a form: a CSV or xlsx file, or rows pasted from a spreadsheet, with a CSV template
 * to start from. Every row lands in the form; the outcome (role=status) says how many came in and which rows need
 * fixing, and the form marks the bad cells. Used by the SI's containers and the VGM declaration.
 */
export function ContainerListImportPanel<Row>({
  reader,
  onRows,
  namespace,
  templateFileName,
}: ContainerListImportPanelProps<Row>) {
  const { t } = useTranslation(namespace);
  const id = useId();
  const [pasted, setPasted] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);

  const apply = (result: ContainerImportResult<Row>, source: string) => {
    if (result.missingColumns.length > 0) {
      setOutcome({ kind: 'missing-columns', source });
      return;
    }
    if (result.rows.length === 0) {
      setOutcome({ kind: 'empty', source });
      return;
    }
    const badRows = onRows(
      result.rows.map((imported) => imported.row),
      result.rows.map((imported) => imported.invalidFields.length > 0),
    );
    setOutcome({ kind: 'done', source, count: result.rows.length, badRows });
  };

  const handleFile = async (file: File) => {
    setBusy(true);
    try {
      apply(
        isWorkbook(file) ? await reader.fromWorkbook(await file.arrayBuffer()) : reader.fromText(await file.text()),
        file.name,
      );
    } catch {
      setOutcome({ kind: 'unreadable', source: file.name });
    } finally {
      setBusy(false);
    }
  };

  const message = (() => {
    if (!outcome) return null;
    if (outcome.kind === 'missing-columns') return t('import.missing-columns', { source: outcome.source });
    if (outcome.kind === 'unreadable') return t('import.unreadable', { source: outcome.source });
    if (outcome.kind === 'empty') return t('import.empty', { source: outcome.source });
    const shown = outcome.badRows.slice(0, 20).join(', ');
    const more = outcome.badRows.length > 20 ? t('import.more', { count: outcome.badRows.length - 20 }) : '';
    const done = t('import.done', { count: outcome.count, source: outcome.source });
    return outcome.badRows.length === 0
      ? done
      : `${done} ${t('import.need-fixing', { count: outcome.badRows.length, rows: `${shown}${more}` })}`;
  })();

  return (
    <details className={styles.importPanel}>
      <summary>{t('import.title')}</summary>
      <div className={styles.importBody}>
        <p className={styles.hint}>{t('import.hint')}</p>
        <div className={styles.importControls}>
          <div className={styles.cell}>
            <label htmlFor={`${id}-file`} className={styles.cellLabel}>
              {t('import.file')}
            </label>
            <input
              id={`${id}-file`}
              type="file"
              accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              disabled={busy}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                event.currentTarget.value = '';
                if (file) void handleFile(file);
              }}
            />
          </div>
          <Button
            onClick={() => {
              saveBlob(new Blob([reader.templateCsv()], { type: 'text/csv;charset=utf-8' }), templateFileName);
            }}
          >
            {t('import.template')}
          </Button>
        </div>
        <div className={styles.cell}>
          <label htmlFor={`${id}-paste`} className={styles.cellLabel}>
            {t('import.paste')}
          </label>
          <textarea
            id={`${id}-paste`}
            className={styles.pasteArea}
            rows={4}
            value={pasted}
            spellCheck={false}
            onChange={(event) => {
              setPasted(event.currentTarget.value);
            }}
          />
        </div>
        <Button
          disabled={pasted.trim() === ''}
          onClick={() => {
            apply(reader.fromText(pasted), t('import.pasted-rows'));
            setPasted('');
          }}
        >
          {t('import.add-pasted')}
        </Button>
        <p role="status" className={outcome && outcome.kind !== 'done' ? styles.error : styles.hint}>
          {busy ? t('import.reading') : message}
        </p>
      </div>
    </details>
  );
}
