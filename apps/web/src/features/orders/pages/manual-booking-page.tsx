import { Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { todayIso } from '../../../shared/lib/days';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { useBookingCalculation } from '../api/get-booking-calculation';
import { BookingSummary } from '../components/booking-summary';
import { ManualBookingForm } from '../components/manual-booking-form';
import { initialManualValues } from '../lib/manual-booking-values';
import { manualBookingTarget } from '../lib/paths';
import { MissingCalculation } from '../components/missing-calculation';
import '../components/orders.css';

/**
 * `/admin/orders/new?calculationId=…` (the wizard's "Book manually", operators): the
 * calculation's lane and cargo, and the booking for a customer's user at the carriers' prices;
 * booked, the new order opens.
 */
export function ManualBookingPage() {
  const t = useT();
  const { search } = useLocation();
  const [today] = useState(todayIso);
  const calculationId = useMemo(() => manualBookingTarget(search), [search]);
  const calculation = useBookingCalculation(calculationId);
  const initialValues = useMemo(
    () => (calculation.data ? initialManualValues(calculation.data, today) : null),
    [calculation.data, today],
  );
  const missing =
    calculationId === null || (isApiError(calculation.error) && [403, 404].includes(calculation.error.status));

  return (
    <div className="orders-page">
      <PageHeader title={t('orderScreens.manual.title')} subtitle={t('orderScreens.manual.subtitle')} />
      {missing ? (
        <MissingCalculation title={t('orderScreens.manual.missing')} />
      ) : calculation.isError ? (
        <QueryError error={calculation.error} onRetry={() => void calculation.refetch()} />
      ) : !calculation.data || !initialValues ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          <BookingSummary calculation={calculation.data} />
          <ManualBookingForm calculation={calculation.data} initialValues={initialValues} today={today} />
        </>
      )}
    </div>
  );
}
