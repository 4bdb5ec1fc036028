import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';

import { useSurveyOffer } from '../hooks/use-survey-offer';
import styles from './survey-offer.module.css';

/**
 * The survey itself, given by the app layer (a feature never imports another: app/routes composes the survey
 * feature's form with code EFINANCE_SURVEY_CODE). `onSent` is called once the answers are sent.
 */
export type SurveySlot = (onSent: () => void) => ReactNode;

/** Props of {@link SurveyOffer}. */
export interface SurveyOfferProps {
  /** True once the page shows a completed use (a succeeded payment, a dispute just submitted). */
  eligible: boolean;
  /** The namespace holding the offer's `survey-offer.*` texts. */
  ns: 'payment' | 'disputes';
  /** The survey; without it nothing is offered. */
  survey: SurveySlot | undefined;
  /** Id of the page's heading (tabIndex -1), which takes the focus when "No thanks" hides the section. */
  headingId: string;
  /** Under a PrintDocument (the receipt): as wide as its paper and centred like it. */
  besidePaper?: boolean;
}

/**
 * "Tell us how it went" (docs/areas/e-finance.md "Survey after use"): an inline, non-modal section under the page's
 * content with the e-finance survey and "No thanks", offered at most once per the runtime setting
 * `eFinanceSurveyIntervalMinutes` (hooks/use-survey-offer.ts). It stays off paper.
 */
export function SurveyOffer({ eligible, ns, survey, headingId, besidePaper = false }: SurveyOfferProps) {
  const { t } = useTranslation(ns);
  const titleId = useId();
  const offer = useSurveyOffer(eligible && survey !== undefined);
  const [sent, setSent] = useState(false);
  if (!offer.shown || !survey) return null;
  return (
    <section
      aria-labelledby={titleId}
      className={`${styles.offer} ${besidePaper ? styles.besidePaper : ''} ${styles.screenOnly} no-print`}
    >
      <h2 id={titleId}>{t('survey-offer.title')}</h2>
      <p className={styles.lead}>{t('survey-offer.text')}</p>
      <div className={styles.survey}>
        {survey(() => {
          setSent(true);
        })}
      </div>
      {sent ? null : (
        <div className={styles.actions}>
          <Button
            variant="ghost"
            onClick={() => {
              offer.dismiss();
              // The button goes away with the section: the page's heading takes the focus instead of the body.
              document.getElementById(headingId)?.focus();
            }}
          >
            {t('survey-offer.dismiss')}
          </Button>
        </div>
      )}
    </section>
  );
}
