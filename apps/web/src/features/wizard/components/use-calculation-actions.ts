import type { Calculation } from '@cargo/domain';
import { useUpdateCalculation } from '../../../shared/calculations';
import { isApiError } from '../../../shared/http';
import { useT, type Translate } from '../../../shared/i18n';
import { useNotify } from '../../../shared/ui';
import { useRefinePrice } from '../api/refine-price';
import { useSaveCalculation } from '../api/save-calculation';

/** The server's own message where it sent one; otherwise `fallback`, or that the service is unavailable. */
function failureText(t: Translate, error: unknown, fallback?: string): string {
  if (!isApiError(error) || error.isNetworkError || error.status === 404 || error.status >= 500)
    return t('wizard.unavailable');
  const ownMessage = error.code !== `HTTP_${error.status}`;
  return ownMessage || !fallback ? error.message : fallback;
}

/**
 * What can be done with a calculation: save it, update it with today's tariffs (an outdated one;
 * the update may be another calculation, which `onReplaced` shows), ask the partners to clarify
 * the price. Each says how it went.
 */
export function useCalculationActions(calculation: Calculation, isWidget: boolean, onReplaced: (id: string) => void) {
  const t = useT();
  const notify = useNotify();
  const save = useSaveCalculation(calculation.id);
  const update = useUpdateCalculation(isWidget);
  const refine = useRefinePrice(calculation.id);
  return {
    save: () =>
      save.mutate(undefined, {
        onSuccess: () => notify.success(t('wizard.save.done')),
        onError: (error) => notify.error(failureText(t, error)),
      }),
    saving: save.isPending,
    update: () =>
      update.mutate(calculation.id, {
        onSuccess: (updated) => onReplaced(updated.id),
        onError: (error) =>
          notify.error(
            failureText(t, error, isApiError(error) && error.status === 409 ? t('wizard.update.failed') : undefined),
          ),
      }),
    updating: update.isPending,
    refine: () =>
      refine.mutate(undefined, {
        onSuccess: () => notify.success(t('wizard.clarify.sent')),
        onError: (error) => notify.error(failureText(t, error)),
      }),
    refining: refine.isPending,
  };
}

export type CalculationActions = ReturnType<typeof useCalculationActions>;
