import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { bookingNumberOfBl } from '@/domain/documentation/bl-number';
import { useCurrentUserId } from '@/domain/session/session-store';
import { ShipmentNotFound } from '@/domain/shipment/components/shipment-not-found';
import { isBlNumber, referenceParam } from '@/domain/shipment/shipment-reference';

import { NoticePage } from './notice-parts';

/** The B/L a notice page is for, once its number from the URL has the carrier's format. */
export interface BlNoticeTarget {
  userId: string;
  blNumber: string;
  bookingNumber: string;
}

/**
 * The start of a notice page that takes a B/L number from the URL (`blNo`): asks for one when there is none, shows "not
 * found among your shipments" for a malformed one without asking the server (docs/requirements.md §2: a heading names a
 * reference only once the server has answered for it), else renders `render` with the B/L and its booking number.
 * `title` is the page's heading and tab title until then.
 */
export function BlNoticeRoute({ title, render }: { title: string; render: (target: BlNoticeTarget) => ReactNode }) {
  const { t } = useTranslation('print-notices');
  const [searchParams] = useSearchParams();
  const blNumber = referenceParam(searchParams, 'blNo');
  const userId = useCurrentUserId() ?? '';
  if (!blNumber || !userId) {
    return (
      <NoticePage heading={title} title={title}>
        <p>{t('no-bl')}</p>
      </NoticePage>
    );
  }
  const bookingNumber = bookingNumberOfBl(blNumber);
  if (!isBlNumber(blNumber) || !bookingNumber) {
    return (
      <NoticePage heading={title} title={title}>
        <ShipmentNotFound />
      </NoticePage>
    );
  }
  return render({ userId, blNumber, bookingNumber });
}
