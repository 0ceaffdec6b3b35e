import { EditOutlined } from '@ant-design/icons';
import type { DeliveryOrder } from '@cargo/domain';
import { Button } from 'antd';
import { useState } from 'react';
import { useT } from '../../../shared/i18n';
import { CargoStatusEditor } from './cargo-status-editor';
import { DeliveryDetailsEditor } from './delivery-details-editor';
import { LogisticsEditor } from './logistics-editor';
import { TrackingEditor } from './tracking-editor';

type Dialog = 'cargoStatus' | 'tracking' | 'details' | 'logistics' | null;

/**
 * The carrier's and the operators' edits of a delivery order besides its status, each in its
 * dialog; the cargo status in their own words only while automatic tracking is off.
 */
export function DeliveryActions({ delivery }: { delivery: DeliveryOrder }) {
  const t = useT();
  const [open, setOpen] = useState<Dialog>(null);
  const close = () => setOpen(null);
  return (
    <div className="orders-delivery-actions">
      {delivery.automaticTracking ? null : (
        <Button icon={<EditOutlined aria-hidden="true" />} onClick={() => setOpen('cargoStatus')}>
          {t('orderScreens.cargoStatus.editButton')}
        </Button>
      )}
      <Button icon={<EditOutlined aria-hidden="true" />} onClick={() => setOpen('tracking')}>
        {t('orderScreens.tracking.editButton')}
      </Button>
      <Button icon={<EditOutlined aria-hidden="true" />} onClick={() => setOpen('details')}>
        {t('orderScreens.delivery.editDetailsButton')}
      </Button>
      <Button icon={<EditOutlined aria-hidden="true" />} onClick={() => setOpen('logistics')}>
        {t('orderScreens.logistics.editButton')}
      </Button>
      <CargoStatusEditor delivery={delivery} open={open === 'cargoStatus'} onClose={close} />
      <TrackingEditor delivery={delivery} open={open === 'tracking'} onClose={close} />
      <DeliveryDetailsEditor delivery={delivery} open={open === 'details'} onClose={close} />
      <LogisticsEditor delivery={delivery} open={open === 'logistics'} onClose={close} />
    </div>
  );
}
