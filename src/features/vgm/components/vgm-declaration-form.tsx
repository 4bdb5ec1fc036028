import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { FormSubmitStatus } from '@/components/ui/form-submit-status';
import { useFormSubmit } from '@/components/ui/use-form-submit';
import { VGM_CONTAINERS_MAX } from '@/config/limits';
import { ContainerListImportPanel } from '@/domain/container/components/container-list-import-panel';
import { submitVgmDeclarations, vgmQueries } from '@/domain/vgm/vgm-api';
import type { PostVgmDeclarationsResponse, VgmBooking } from '@/domain/vgm/vgm-contract';
import { todayIn } from '@/lib/dates';

import {
  emptyVgmRow,
  toVgmRequest,
  vgmFormDefaults,
  vgmFormSchema,
  type VgmFormValues,
  vgmListReader,
} from '../utils/vgm-form';
import styles from './vgm.module.css';
import { VgmRows } from './vgm-rows';
import { VgmSubmissionFields } from './vgm-submission-fields';

/** What the last submit answered: how many containers, and the carrier's warnings (late, mismatch). */
interface Outcome {
  count: number;
  late: number;
  mismatched: number;
}

const outcomeOf = (count: number, answer: PostVgmDeclarationsResponse): Outcome => {
  const warnings = (answer.feedbackElements ?? []).filter((element) => element.severity === 'WARN');
  return {
    count,
    late: warnings.filter((element) => /cut-off/i.test(element.message)).length,
    mismatched: warnings.filter((element) => element.propertyPath?.endsWith('.VGM.weight')).length,
  };
};

/**
 * The VGM declaration of one booking: the submission's unit, SOLAS method, date of weighing, weighing party,
 * responsible party and authorised signatory, then up to {@link VGM_CONTAINERS_MAX} container rows typed, pasted or
 * uploaded (the shared container list import). Sent once per Idempotency-Key (the form kit); a declaration after the
 * cut-off goes through and comes back marked late.
 */
export function VgmDeclarationForm({ booking, userId }: { booking: VgmBooking; userId: string }) {
  const { t } = useTranslation('vgm');
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const defaults = useMemo(() => vgmFormDefaults(booking, todayIn(booking.portOfLoading.timeZone)), [booking]);
  const form = useForm<VgmFormValues>({
    resolver: zodResolver(vgmFormSchema),
    defaultValues: defaults,
    mode: 'onChange',
  });
  const { handleSubmit, formState, getValues, trigger, setValue } = form;
  const siContainers = useMemo(
    () => new Map(booking.siContainers.map((container) => [container.equipmentReference, container])),
    [booking.siContainers],
  );
  const mutation = useMutation({
    mutationFn: ({ values, key }: { values: VgmFormValues; key: string }) =>
      submitVgmDeclarations(toVgmRequest(values, booking), key),
  });
  const submitter = useFormSubmit<
    VgmFormValues,
    VgmFormValues,
    PostVgmDeclarationsResponse,
    { values: VgmFormValues; key: string }
  >({
    form,
    mutation,
    variables: (values, key) => ({ values, key }),
    fieldName: () => null,
    onSuccess: (answer, values) => {
      setOutcome(outcomeOf(values.containers.length, answer));
      void queryClient.invalidateQueries({ queryKey: vgmQueries.user(userId) });
    },
  });

  const handleImportedRows = (imported: VgmFormValues['containers'], invalid: boolean[]) => {
    // Rows without a VGM (empty, or the SI's containers offered) give way to the list; rows with one stay.
    const kept = getValues('containers').filter((row) => row.vgm.trim() !== '');
    setValue('containers', [...kept, ...imported]);
    void trigger('containers');
    return invalid.flatMap((bad, index) => (bad ? [kept.length + index + 1] : []));
  };
  const rowsError = formState.errors.containers?.root?.message ?? formState.errors.containers?.message;

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-labelledby="vgm-form-title"
        onSubmit={(event) => {
          setOutcome(null);
          void handleSubmit(submitter.submit)(event);
        }}
      >
        <h2 id="vgm-form-title">{t('form.title')}</h2>
        <VgmSubmissionFields />
        <fieldset className={styles.fieldset}>
          <legend>{t('form.containers', { max: VGM_CONTAINERS_MAX })}</legend>
          <ContainerListImportPanel
            reader={vgmListReader}
            onRows={handleImportedRows}
            namespace="vgm"
            templateFileName="vgm-containers.csv"
          />
          {rowsError ? (
            <p role="alert" className={styles.error}>
              {t(`error.${rowsError}`, { max: VGM_CONTAINERS_MAX })}
            </p>
          ) : null}
          <VgmRows siContainers={siContainers} />
        </fieldset>
        <div className={styles.inline}>
          <Button type="submit" variant="primary" disabled={submitter.pending}>
            {t('form.submit')}
          </Button>
          <Button
            onClick={() => {
              form.reset({ ...getValues(), containers: [emptyVgmRow()] });
              setOutcome(null);
            }}
          >
            {t('form.clear-rows')}
          </Button>
        </div>
        <FormSubmitStatus submitter={submitter} className={styles.error} />
        <div role="status">
          {outcome ? (
            <p className={outcome.late > 0 || outcome.mismatched > 0 ? styles.warning : styles.success}>
              {t('form.done', { count: outcome.count })}
              {outcome.late > 0 ? ` ${t('form.done-late', { count: outcome.late })}` : ''}
              {outcome.mismatched > 0 ? ` ${t('form.done-mismatch', { count: outcome.mismatched })}` : ''}
            </p>
          ) : null}
        </div>
      </form>
    </FormProvider>
  );
}
