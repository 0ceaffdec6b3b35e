import type { Calculation } from '@cargo/domain';
import { Alert, Button } from 'antd';
import { useT } from '../../../shared/i18n';
import type { CalculationActions } from './use-calculation-actions';

/**
 * The states of a calculation worth saying above its list: outdated (update before booking), no
 * online rate on the lane (clarify the price), a clarification under way, air left out because a
 * piece does not fit an aircraft's door. Without `actions` (someone else's calculation) only the
 * states are said: what to do about them is the owner's.
 */
export function CalculationAlerts({
  calculation,
  actions,
}: {
  calculation: Calculation;
  actions: CalculationActions | null;
}) {
  const t = useT();
  return (
    <div className="wizard-alerts">
      {calculation.outdated ? (
        <Alert
          type="warning"
          showIcon
          title={t('wizard.outdated')}
          description={actions ? t('wizard.outdated.text') : undefined}
          action={
            actions ? (
              <Button onClick={actions.update} loading={actions.updating}>
                {t('wizard.update')}
              </Button>
            ) : undefined
          }
        />
      ) : null}
      {calculation.noOnlineRates && !calculation.refineRequested ? (
        <Alert
          type="info"
          showIcon
          title={t('wizard.noRates')}
          description={actions ? t('wizard.noRates.text') : undefined}
          action={
            actions ? (
              <Button type="primary" onClick={actions.refine} loading={actions.refining}>
                {t('wizard.clarify')}
              </Button>
            ) : undefined
          }
        />
      ) : null}
      {calculation.refineRequested ? <Alert type="success" showIcon title={t('wizard.clarify.requested')} /> : null}
      {calculation.airExcluded ? <Alert type="warning" showIcon title={t('wizard.airExcluded')} /> : null}
    </div>
  );
}
