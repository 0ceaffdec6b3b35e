import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { useUpdateCalculation } from '../../../shared/calculations';
import { wizardOfCalculation } from '../lib/paths';

/**
 * An outdated calculation cannot be booked (Product specification, domain §4): the message, and the update that
 * quotes it again with today's tariffs and returns to the wizard's results to choose again.
 */
export function OutdatedAlert({ calculationId, message }: { calculationId: string; message: string }) {
  const t = useT();
  const navigate = useNavigate();
  const update = useUpdateCalculation();
  const failure = isApiError(update.error) ? update.error.message : null;

  async function renew() {
    const calculation = await update.mutateAsync(calculationId).catch(() => null);
    if (calculation) void navigate(wizardOfCalculation(calculation.id));
  }

  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      className="orders-alert"
      title={message}
      description={failure ?? t('orderScreens.booking.outdated.text')}
      action={
        <Button type="primary" loading={update.isPending} onClick={() => void renew()}>
          {t('orderScreens.booking.update')}
        </Button>
      }
    />
  );
}
