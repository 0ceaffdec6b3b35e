import { Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { useBookingCalculation } from '../api/get-booking-calculation';
import { BookingForm } from '../components/booking-form';
import { BookingSummary } from '../components/booking-summary';
import { OutdatedAlert } from '../components/outdated-alert';
import { initialBookingValues, ownParty } from '../lib/booking-values';
import { useSession } from '../../../shared/session';
import { todayIso } from '../../../shared/lib/days';
import { bookingTarget } from '../lib/paths';
import { MissingCalculation } from '../components/missing-calculation';
import '../components/orders.css';

/**
 * `/client/orders/new?calculationId=…&quotationId=…` (the wizard's Book): the chosen quotation's
 * route and price, and the booking's details; sent, it opens the new order.
 */
export function BookingPage() {
  const t = useT();
  const { search } = useLocation();
  const [today] = useState(todayIso);
  const target = useMemo(() => bookingTarget(search), [search]);
  const calculation = useBookingCalculation(target?.calculationId ?? null);
  const [conflict, setConflict] = useState<string | null>(null);
  const quotation = calculation.data?.quotations.find((item) => item.id === target?.quotationId);
  const { user } = useSession();
  const initialValues = useMemo(
    () => (calculation.data ? initialBookingValues(calculation.data, today, user ? ownParty(user) : undefined) : null),
    [calculation.data, today, user],
  );

  const missing =
    target === null ||
    (isApiError(calculation.error) && [403, 404].includes(calculation.error.status)) ||
    (calculation.data && !quotation);

  return (
    <div className="orders-page">
      <PageHeader title={t('orderScreens.booking.title')} subtitle={t('orderScreens.booking.subtitle')} />
      {missing ? (
        <MissingCalculation title={t('orderScreens.booking.missing')} />
      ) : calculation.isError ? (
        <QueryError error={calculation.error} onRetry={() => void calculation.refetch()} />
      ) : !calculation.data || !quotation || !initialValues || !target ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          <BookingSummary calculation={calculation.data} quotation={quotation} />
          {conflict || calculation.data.outdated ? (
            <OutdatedAlert
              calculationId={calculation.data.id}
              message={conflict ?? t('orderScreens.booking.outdated')}
            />
          ) : null}
          <BookingForm
            target={target}
            initialValues={initialValues}
            today={today}
            cargoForm={calculation.data.request.cargo.type}
            blocked={calculation.data.outdated}
            onConflict={setConflict}
          />
        </>
      )}
    </div>
  );
}
