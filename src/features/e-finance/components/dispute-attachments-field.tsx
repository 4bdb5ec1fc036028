import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { encodeIssues, type FieldIssue, type IssuePart } from '@/components/ui/field-issue';
import { DISPUTE_ATTACHMENT_MAX_BYTES } from '@/config/limits';
import {
  attachmentTypeOf,
  DISPUTE_ATTACHMENT_TYPES,
  DISPUTE_ATTACHMENTS_MAX,
  DISPUTE_ISSUES,
} from '@/domain/invoice/dispute-contract';
import { formatFileSize } from '@/lib/format';

import styles from './disputes.module.css';

/** What the file input offers: the extensions a dispute takes. */
const ACCEPT = Object.values(DISPUTE_ATTACHMENT_TYPES)
  .flat()
  .map((extension) => `.${extension}`)
  .join(',');

/** Props of {@link DisputeAttachmentsField}. */
export interface DisputeAttachmentsFieldProps {
  files: readonly File[];
  error: FieldIssue | undefined;
  /** Called with the files to keep, and the problems of the files refused (none: the error clears). */
  onChange: (files: File[], refused: IssuePart[]) => void;
}

/**
 * The dispute's attachments: a file input (PDF, JPG, PNG, XLSX) and the chosen files with their sizes in the spec's
 * units (lib/format `formatFileSize`: Bytes, KB, MB in steps of 1024). A file of another type or over 10 MB is refused
 * at the field, named in the message, and not kept.
 */
export function DisputeAttachmentsField({ files, error, onChange }: DisputeAttachmentsFieldProps) {
  const { t, i18n } = useTranslation('disputes');
  const input = useRef<HTMLInputElement>(null);
  const max = formatFileSize(DISPUTE_ATTACHMENT_MAX_BYTES, i18n.language);
  const choose = (chosen: File[]) => {
    const kept = [...files];
    const refused: IssuePart[] = [];
    for (const file of chosen) {
      if (attachmentTypeOf(file.name) === undefined)
        refused.push({ key: DISPUTE_ISSUES.fileType, values: { name: file.name } });
      else if (file.size > DISPUTE_ATTACHMENT_MAX_BYTES) {
        refused.push({ key: DISPUTE_ISSUES.fileSize, values: { name: file.name, max } });
      } else if (kept.length >= DISPUTE_ATTACHMENTS_MAX) {
        refused.push({ key: 'too-many-files', values: { name: file.name, max: DISPUTE_ATTACHMENTS_MAX } });
      } else kept.push(file);
    }
    onChange(kept, refused);
  };
  return (
    <>
      <Field
        label={t('form.attachments')}
        description={t('form.attachments-hint', { max, count: DISPUTE_ATTACHMENTS_MAX })}
        error={error}
        issueText={{ ns: 'disputes', prefix: 'form.error.', values: { max } }}
      >
        {(control) => (
          <input
            {...control}
            ref={input}
            type="file"
            multiple
            accept={ACCEPT}
            onChange={(event) => {
              choose([...(event.target.files ?? [])]);
              // The same file chosen again after a removal fires a change again.
              event.target.value = '';
            }}
          />
        )}
      </Field>
      {files.length > 0 ? (
        <ul className={styles.files} aria-label={t('form.attached')}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span>{t('form.file', { name: file.name, size: formatFileSize(file.size, i18n.language) })}</span>
              <Button
                variant="ghost"
                onClick={() => {
                  onChange(
                    files.filter((_, other) => other !== index),
                    [],
                  );
                  input.current?.focus();
                }}
                aria-label={t('form.remove-file', { name: file.name })}
              >
                {t('form.remove-short')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** The field's message of `refused` files (encodeIssues), or undefined when none was refused. */
export function refusedMessage(refused: readonly IssuePart[]): string | undefined {
  return refused.length ? encodeIssues(refused) : undefined;
}
