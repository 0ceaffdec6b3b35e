import { PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../../shared/i18n';

export interface RatesToolbarProps {
  onAdd: () => void;
  /**
   * The rate sheets' and bulk actions' buttons, when they come: "Upload sheet", "Template",
   * "Export", "Bulk actions" (Product specification, domain §2 partner tariff pages). They sit before "Add".
   */
  children?: ReactNode;
}

/** The actions of a rates page, in the header: the sheets' and bulk actions' buttons, then "Add tariff". */
export function RatesToolbar({ onAdd, children }: RatesToolbarProps) {
  const t = useT();
  return (
    <Space wrap size={8} role="toolbar" aria-label={t('tariffScreens.list.toolbar')} className="rates-toolbar">
      {children}
      <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
        {t('tariffScreens.list.add')}
      </Button>
    </Space>
  );
}
