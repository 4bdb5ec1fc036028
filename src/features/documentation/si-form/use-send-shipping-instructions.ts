import type { SubmitMutation } from '@/components/ui/use-form-submit';
import {
  type SubmitShippingInstructionsVariables,
  useAmendShippingInstructions,
  useSubmitShippingInstructions,
} from '@/domain/documentation/si-queries';

/**
 * The one call the SI form sends: a new SI, or with `amendedReference` (the SI's shippingInstructionsReference) an
 * amendment of that SI; both take the whole request and its Idempotency-Key.
 */
export function useSendShippingInstructions(
  userId: string,
  amendedReference: string | undefined,
): SubmitMutation<unknown, SubmitShippingInstructionsVariables> {
  const submit = useSubmitShippingInstructions(userId);
  const amend = useAmendShippingInstructions(userId);
  if (amendedReference === undefined) return submit;
  return {
    mutate: (variables, callbacks) => {
      amend.mutate({ ...variables, reference: amendedReference }, callbacks);
    },
    isPending: amend.isPending,
    isPaused: amend.isPaused,
  };
}
