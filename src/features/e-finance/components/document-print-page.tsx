import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useDocumentTitle } from '@/lib/use-document-title';

import { type DocumentLoadState, DocumentPrintFrame } from './document-frames';

/**
 * The print page of one e-finance document (/print/invoice, /print/tax-invoice) with the `print.*` and `detail.*`
 * texts of `ns`: titled (heading and browser tab) with the document's number once loaded, "Print" before that.
 */
export function DocumentPrintPage({
  ns,
  titleId,
  state,
  documentNumber,
  backHref,
  notFound,
  children,
}: {
  ns: 'e-finance' | 'tax-invoice';
  titleId: string;
  state: DocumentLoadState;
  /** The loaded document's number (undefined until it is ready). */
  documentNumber: string | undefined;
  /** The document's own page, where "Back" goes. */
  backHref: string;
  notFound: ReactNode;
  /** The document, once ready. */
  children: ReactNode;
}) {
  const { t } = useTranslation(ns);
  const title = documentNumber === undefined ? t('print.heading') : t('print.title', { number: documentNumber });
  useDocumentTitle(title);
  return (
    <DocumentPrintFrame
      titleId={titleId}
      title={title}
      state={state}
      backHref={backHref}
      texts={{
        back: t('print.back'),
        print: t('print.print'),
        loadError: t('detail.load-error'),
        loading: t('detail.loading'),
      }}
      notFound={notFound}
    >
      {children}
    </DocumentPrintFrame>
  );
}
