import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { SUPPORTING_DOCUMENT_MAX_BYTES } from '@/domain/booking/booking-codes-contract';
import { useUploadBookingDocument } from '@/domain/booking/use-upload-booking-document';
import { referenceDataQueries } from '@/domain/reference-data/reference-data';
import type { MdmConfigCode } from '@/domain/reference-data/reference-data-contract';
import type { DocumentFormValue } from '@/features/booking/utils/booking-form-values';
import { formatFileSize } from '@/lib/format';

import styles from './booking-request-page.module.css';

/** Props of {@link DocumentUpload}. */
export interface DocumentUploadProps {
  /** Heading of the group, e.g. "Supporting documents" or "Dangerous goods documents". */
  legend: string;
  /** Master-data group whose codes type the documents. */
  typeGroup: MdmConfigCode;
  documents: readonly DocumentFormValue[];
  onChange: (documents: DocumentFormValue[]) => void;
  /** How many more documents the request may still carry (contract SUPPORTING_DOCUMENTS_MAX over all lists). */
  remaining: number;
}

/**
 * Upload of documents typed by a master-data group (POST v1/booking-documents through the backend's hook): a type, a
 * file (at most SUPPORTING_DOCUMENT_MAX_BYTES, checked before upload), the list with sizes in Bytes..YB
 * (docs/requirements.md §5) and a remove button per document.
 */
export function DocumentUpload({ legend, typeGroup, documents, onChange, remaining }: DocumentUploadProps) {
  const { t, i18n } = useTranslation('booking');
  const types = useQuery(referenceDataQueries.mdmConfig(typeGroup));
  const [typeCode, setTypeCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadBookingDocument();
  const inputId = useId();
  const chosenType = typeCode || types.data?.items[0]?.code || '';
  const typeName = (code: string) => types.data?.items.find((item) => item.code === code)?.name ?? code;

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !chosenType) return;
    if (file.size > SUPPORTING_DOCUMENT_MAX_BYTES) {
      setProblem(
        t('documents.too-large', {
          name: file.name,
          max: formatFileSize(SUPPORTING_DOCUMENT_MAX_BYTES, i18n.language),
        }),
      );
      return;
    }
    setProblem(null);
    upload.mutate(
      { file, documentTypeCode: chosenType },
      {
        onSuccess: (document) => {
          onChange([...documents, document]);
        },
        onError: () => {
          setProblem(t('documents.upload-error', { name: file.name }));
        },
      },
    );
  };

  return (
    <fieldset className={styles.subsection}>
      <legend className={styles.legend}>{legend}</legend>
      {documents.length > 0 ? (
        <ul className={styles.documents}>
          {documents.map((document, index) => (
            <li key={document.documentId}>
              <span>
                {typeName(document.documentTypeCode)}: {document.fileName} (
                {formatFileSize(document.sizeBytes, i18n.language)})
              </span>
              <Button
                variant="ghost"
                onClick={() => {
                  onChange(documents.filter((_, other) => other !== index));
                }}
              >
                {t('documents.remove', { name: document.fileName })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {remaining > 0 ? (
        <div className={styles.row}>
          <NativeSelect
            label={t('documents.type')}
            value={chosenType}
            onChange={(event) => {
              setTypeCode(event.target.value);
            }}
            options={(types.data?.items ?? []).map((item) => ({ value: item.code, label: item.name }))}
          />
          <div className={styles.fileField}>
            <label htmlFor={inputId} className={styles.fileLabel}>
              {t('documents.choose-file')}
            </label>
            <input id={inputId} type="file" onChange={handleFile} disabled={upload.isPending || !chosenType} />
            <p className={styles.hint}>
              {t('documents.limits', {
                max: formatFileSize(SUPPORTING_DOCUMENT_MAX_BYTES, i18n.language),
                remaining,
              })}
            </p>
          </div>
        </div>
      ) : (
        <p className={styles.hint}>{t('documents.limit-reached')}</p>
      )}
      <p role="status" className={styles.hint}>
        {upload.isPending ? t('documents.uploading') : ''}
      </p>
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
