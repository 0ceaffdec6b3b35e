import { ArrowLeftOutlined, CopyOutlined } from '@ant-design/icons';
import type { Order } from '@cargo/domain';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { useT } from '../../../shared/i18n';
import { useNotify } from '../../../shared/ui';
import { useCopyOrder } from '../api/copy-order';
import { wizardOfCalculation, wizardOfOrder } from '../lib/paths';
import { ManageOrder } from './manage-order';

/**
 * What can be done with the order as a whole: back to the calculation it was booked from (the
 * wizard reloads it by the order's id; the client's and the operators', a carrier cannot read the
 * client's calculation), a copy quoted today, and the operators' management.
 */
export function OrderActions({ order }: { order: Order }) {
  const t = useT();
  const navigate = useNavigate();
  const notify = useNotify();
  const copy = useCopyOrder();
  const back = wizardOfOrder(order.id);
  // A carrier sees the order without the client's price, and neither the client's calculation
  // nor a copy of the client's request is its to open.
  const customerView = order.price !== null;

  async function copyOrder() {
    const calculationId = await copy.mutateAsync(order.id).catch(() => null);
    if (calculationId) void navigate(wizardOfCalculation(calculationId));
    else notify.error(t('orders.copyFailed'));
  }

  return (
    <div className="orders-actions" role="toolbar" aria-label={t('orderScreens.order.actions')}>
      {order.calculationId && customerView ? (
        <Button
          icon={<ArrowLeftOutlined aria-hidden="true" />}
          href={back}
          onClick={(event) => {
            event.preventDefault();
            void navigate(back);
          }}
        >
          {t('orderScreens.order.back')}
        </Button>
      ) : null}
      {customerView ? (
        <Button icon={<CopyOutlined aria-hidden="true" />} loading={copy.isPending} onClick={() => void copyOrder()}>
          {t('orderScreens.order.copy')}
        </Button>
      ) : null}
      {order.manageable ? <ManageOrder order={order} /> : null}
    </div>
  );
}
