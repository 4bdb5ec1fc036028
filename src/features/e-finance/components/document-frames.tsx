import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { Button, buttonClassName } from '@/components/ui/button';
import { PrintDocument } from '@/components/ui/print-document';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import type { LoadState } from '@/lib/load-state';

import detailStyles from './invoice-detail.module.css';
import printStyles from './invoice-document.module.css';

/** Where loading one document stands: the states of `useInvoice` and `useTaxInvoice` without the document itself. */
export type DocumentLoadState = Exclude<LoadState<never>, { kind: 'ready' }> | { kind: 'ready' };

/** What both frames share: the heading, the load state and its texts; `children` is the document once ready. */
interface FrameProps {
  titleId: string;
  title: string;
  state: DocumentLoadState;
  texts: { loadError: string; loading: string };
  notFound: ReactNode;
  children: ReactNode;
}

/** The document (ready), or its not-found, error (with Retry) or loading state. */
function Loaded({ state, texts, notFound, children }: Omit<FrameProps, 'titleId' | 'title'>) {
  if (state.kind === 'ready') return children;
  if (state.kind === 'not-found') return notFound;
  if (state.kind === 'error') {
    return <QueryErrorFallback message={texts.loadError} retrying={state.retrying} onRetry={state.retry} />;
  }
  return <Spinner label={texts.loading} />;
}

/**
 * The page of one e-finance document (/e-finance/invoices/:invoiceNumber, /e-finance/tax-invoices/:id): a link back to
 * its list, the heading with `actions` beside it once loaded, then the document or its state.
 */
export function DocumentPageFrame({
  back,
  actions,
  ...frame
}: FrameProps & { back: { href: string; label: string }; actions: ReactNode }) {
  return (
    <section aria-labelledby={frame.titleId} className={detailStyles.page}>
      <p className={detailStyles.back}>
        <Link to={back.href}>{back.label}</Link>
      </p>
      <div className={detailStyles.head}>
        <h1 id={frame.titleId}>{frame.title}</h1>
        {frame.state.kind === 'ready' ? <div className={detailStyles.actions}>{actions}</div> : null}
      </div>
      <Loaded {...frame} />
    </section>
  );
}

/**
 * The print page of an e-finance document (/print/invoice, /print/tax-invoice): a heading the paper leaves out, then
 * the document as A4 in PrintDocument with "Back" (to `backHref`, the document's page) and "Print / Save as PDF", or
 * its state.
 */
export function DocumentPrintFrame({
  backHref,
  texts,
  children,
  ...frame
}: Omit<FrameProps, 'texts'> & { backHref: string; texts: FrameProps['texts'] & { back: string; print: string } }) {
  return (
    <section aria-labelledby={frame.titleId} className={printStyles.page}>
      <h1 id={frame.titleId} className="no-print">
        {frame.title}
      </h1>
      <Loaded {...frame} texts={texts}>
        <PrintDocument
          label={frame.title}
          actions={
            <>
              <Link className={buttonClassName('ghost')} to={backHref}>
                {texts.back}
              </Link>
              <Button
                variant="primary"
                onClick={() => {
                  window.print();
                }}
              >
                {texts.print}
              </Button>
            </>
          }
        >
          {children}
        </PrintDocument>
      </Loaded>
    </section>
  );
}
