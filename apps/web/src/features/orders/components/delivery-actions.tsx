import { EditOutlined } from '@ant-design/icons';
import type { DeliveryOrder } from '@cargo/domain';
import { Button } from 'antd';
import { useState } from 'react';
import { useT } from '../../../shared/i18n';
import { DeliveryDetailsEditor } from './delivery-details-editor';
import { LogisticsEditor } from './logistics-editor';
import { TrackingEditor } from './tracking-editor';

type Dialog = 'tracking' | 'details' | 'logistics' | null;

/** The carrier's and the operators' edits of a delivery order besides its status: each in its dialog. */
export function DeliveryActions({ delivery }: { delivery: DeliveryOrder }) {
  const t = useT();
  const [open, setOpen] = useState<Dialog>(null);
  const close = () => setOpen(null);
  return (
    <div className="orders-delivery-actions">
      <Button icon={<EditOutlined aria-hidden="true" />} onClick={() => setOpen('tracking')}>
        {t('orderScreens.tracking.editButton')}
      </Button>
      <Button icon={<EditOutlined aria-hidden="true" />} onClick={() => setOpen('details')}>
        {t('orderScreens.delivery.editDetailsButton')}
      </Button>
      <Button icon={<EditOutlined aria-hidden="true" />} onClick={() => setOpen('logistics')}>
        {t('orderScreens.logistics.editButton')}
      </Button>
      <TrackingEditor delivery={delivery} open={open === 'tracking'} onClose={close} />
      <DeliveryDetailsEditor delivery={delivery} open={open === 'details'} onClose={close} />
      <LogisticsEditor delivery={delivery} open={open === 'logistics'} onClose={close} />
    </div>
  );
}
