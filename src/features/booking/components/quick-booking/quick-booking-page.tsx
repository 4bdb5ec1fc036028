import { type ReactNode, type RefObject, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { LeaveGuard } from '@/components/leave-guard';
import { paths } from '@/config/paths';
import {
  parseQuickBookingUrl,
  QUICK_BOOKING_STEPS,
  quickBookingHref,
  type QuickBookingLink,
  quickBookingSearchSchema,
  type QuickBookingStep,
  searchOfSailing,
} from '@/domain/booking/quick-booking-url';
import { useSession } from '@/domain/session/session-store';

import styles from './quick-booking.module.css';
import { QuickBookingDetailsStep } from './quick-booking-details-step';
import {
  clearQuickBookingDraft,
  EMPTY_DETAILS,
  type QuickBookingDraft,
  readQuickBookingDraft,
  writeQuickBookingDraft,
} from './quick-booking-draft';
import type { QuickBookingField } from './quick-booking-request';
import { QuickBookingReviewStep } from './quick-booking-review-step';
import { QuickBookingSearchStep } from './quick-booking-search-step';
import { QuickBookingSelectStep } from './quick-booking-select-step';

const EMPTY_DRAFT: QuickBookingDraft = { details: EMPTY_DETAILS };

/** True when the draft holds anything the user typed (what the leave guard protects). */
function hasInput(draft: QuickBookingDraft): boolean {
  const { details } = draft;
  return [
    details.units,
    details.commodity,
    details.hsCode,
    details.weight,
    details.contractNumber,
    details.pickupAddress?.street ?? '',
    details.deliveryAddress?.street ?? '',
  ].some((value) => value.trim() !== '');
}

/**
 * Quick booking (/booking/quick-booking?step=...): search a schedule, pick a sailing, the
 * minimum details, review and submit. The step and the sailing live in the URL (each step is a history entry, so Back
 * works; domain/booking/quick-booking-url.ts), the typed details in the user's draft; each step's heading takes the
 * focus when the step changes.
 */
export function QuickBookingPage() {
  const { t } = useTranslation('quick-booking');
  const [searchParams] = useSearchParams();
  const query = searchParams.toString();
  const parsed = useMemo(() => parseQuickBookingUrl(new URLSearchParams(query)), [query]);
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const [draft, setDraft] = useState<QuickBookingDraft>(() => readQuickBookingDraft() ?? EMPTY_DRAFT);
  const [submittedReference, setSubmittedReference] = useState<string | null>(null);
  const [refusedFields, setRefusedFields] = useState<QuickBookingField[] | undefined>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // A new step (or another sailing on the same step) moves the focus to its heading, so a screen reader hears where
  // it is; not on the first render, where the page's own focus handling applies. A layout effect: the focus moves in
  // the same commit as the new step (a passive effect of a navigation runs later, and the old step's button, removed
  // meanwhile, leaves the focus on the body until then).
  useLayoutEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [query]);

  // Leaves for the submitted view once the leave guard has rendered without input (the draft is cleared). Replacing
  // the review entry: Back from the submitted view must not offer to send the same booking again.
  useEffect(() => {
    if (submittedReference) void navigate(paths.bookingSubmitted.href(submittedReference), { replace: true });
  }, [submittedReference, navigate]);

  const go = (link: QuickBookingLink) => {
    void navigate(quickBookingHref(link));
  };

  const updateDraft = (next: QuickBookingDraft) => {
    setDraft(next);
    writeQuickBookingDraft(next);
  };

  const stepIndex = QUICK_BOOKING_STEPS.indexOf(parsed.step);
  let body: ReactNode;
  let heading: string;
  switch (parsed.step) {
    case 'search-schedule':
      heading = t('steps.search-schedule');
      body = (
        <QuickBookingSearchStep
          initial={parsed.search}
          onSearch={(search) => {
            // The sailing chosen before stays in the link, so the list can mark it.
            go({ step: 'select', search, ...(parsed.sailing ? { sailing: parsed.sailing } : {}) });
          }}
        />
      );
      break;
    case 'select': {
      heading = t('steps.select');
      const search = parsed.search;
      body = (
        <QuickBookingSelectStep
          search={search}
          selectedKey={parsed.sailing?.key}
          onSelect={(sailing) => {
            go({ step: 'details', search, sailing });
          }}
          onChangeSearch={() => {
            go({ step: 'search-schedule', search, ...(parsed.sailing ? { sailing: parsed.sailing } : {}) });
          }}
        />
      );
      break;
    }
    case 'details':
    case 'review': {
      const sailing = parsed.sailing;
      // A link to a sailing without its search (from outside the portal) searches around the sailing itself.
      const whole = quickBookingSearchSchema.safeParse(parsed.search);
      const search = whole.success ? whole.data : searchOfSailing(sailing);
      const changeSailing = () => {
        go({ step: 'select', search, sailing });
      };
      if (parsed.step === 'details') {
        heading = t('steps.details');
        body = (
          <QuickBookingDetailsStep
            sailing={sailing}
            details={draft.details}
            onChange={(details) => {
              updateDraft({ ...draft, details });
            }}
            refusedFields={refusedFields}
            onContinue={(details) => {
              setRefusedFields(undefined);
              updateDraft({ ...draft, details });
              go({ step: 'review', search, sailing });
            }}
            onChangeSailing={changeSailing}
          />
        );
      } else {
        heading = t('steps.review');
        body = (
          <QuickBookingReviewStep
            sailing={sailing}
            draft={draft}
            companyName={user?.companyName ?? ''}
            userId={user?.userId ?? ''}
            onIdempotencyKey={(idempotencyKey) => {
              // A dropped key (the carrier refused the request) leaves the draft: the next press is a new request.
              updateDraft(idempotencyKey === null ? { details: draft.details } : { ...draft, idempotencyKey });
            }}
            onSubmitted={(reference) => {
              clearQuickBookingDraft();
              setDraft(EMPTY_DRAFT);
              setSubmittedReference(reference);
            }}
            onEditDetails={() => {
              go({ step: 'details', search, sailing });
            }}
            onDetailsRefused={(fields) => {
              setRefusedFields(fields);
              go({ step: 'details', search, sailing });
            }}
            onChangeSailing={changeSailing}
          />
        );
      }
      break;
    }
  }

  return (
    <div className={styles.page}>
      <LeaveGuard when={submittedReference === null && hasInput(draft)} pathOnly />
      <h1>{t('title')}</h1>
      <StepList current={stepIndex} />
      {parsed.fellBack ? (
        <p role="alert" className={styles.notice}>
          {t('fell-back')}
        </p>
      ) : null}
      <section className={styles.step} aria-labelledby="quick-booking-step-heading">
        <StepHeading headingRef={headingRef} text={heading} stepNumber={stepIndex + 1} />
        {body}
      </section>
    </div>
  );
}

function StepHeading({
  headingRef,
  text,
  stepNumber,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  text: string;
  stepNumber: number;
}) {
  const { t } = useTranslation('quick-booking');
  return (
    <h2 id="quick-booking-step-heading" ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
      <span className={styles.stepNumber}>
        {t('step-of', { number: stepNumber, count: QUICK_BOOKING_STEPS.length })}
      </span>{' '}
      {text}
    </h2>
  );
}

/** The steps as a list, the current one marked (aria-current="step"). */
function StepList({ current }: { current: number }) {
  const { t } = useTranslation('quick-booking');
  return (
    <ol className={styles.steps} aria-label={t('steps.label')}>
      {QUICK_BOOKING_STEPS.map((step: QuickBookingStep, index) => (
        <li
          key={step}
          aria-current={index === current ? 'step' : undefined}
          className={index === current ? styles.currentStep : index < current ? styles.doneStep : undefined}
        >
          {t(`steps.${step}`)}
        </li>
      ))}
    </ol>
  );
}
