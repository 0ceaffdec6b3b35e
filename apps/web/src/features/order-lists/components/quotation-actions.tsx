import type { CalculationListItem } from '@cargo/domain';
import { DeleteOutlined, FolderOpenOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { useT } from '../../../shared/i18n';

type Row = CalculationListItem;

export interface QuotationActionsProps {
  row: Row;
  /** The client's own list: recalculate, book and delete besides open. */
  client: boolean;
  /** The row's recalculation is running. */
  busy: boolean;
  open: (row: Row) => void;
  recalculate: (row: Row) => Promise<void>;
  book: (row: Row) => void;
  remove: (row: Row) => Promise<void>;
}

/**
 * A calculation's actions: open it (the wizard with its results); for its client also search it
 * again with today's tariffs, book its best quotation (an outdated one must be recalculated
 * first) and delete it (not once booked: the order keeps its way back to it).
 */
export function QuotationActions({ row, client, busy, open, recalculate, book, remove }: QuotationActionsProps) {
  const t = useT();
  const named = (label: string) => `${label}: ${row.reference}`;
  if (!client)
    return (
      <Button type="link" size="small" aria-label={named(t('quotationLists.action.open'))} onClick={() => open(row)}>
        {t('quotationLists.action.open')}
      </Button>
    );
  const bookable = !row.outdated && row.bestQuotationId !== null;
  // Book is the action that matters, in words; the others are icons named for screen readers and on hover.
  return (
    <Space size={0} wrap={false}>
      <Tooltip title={t('quotationLists.action.open')}>
        <Button
          type="text"
          size="small"
          icon={<FolderOpenOutlined />}
          aria-label={named(t('quotationLists.action.open'))}
          onClick={() => open(row)}
        />
      </Tooltip>
      <Tooltip title={t('quotationLists.action.recalculate')}>
        <Button
          type="text"
          size="small"
          icon={<ReloadOutlined />}
          loading={busy}
          aria-label={named(t('quotationLists.action.recalculate'))}
          onClick={() => void recalculate(row)}
        />
      </Tooltip>
      <Tooltip title={row.outdated ? t('quotationLists.action.bookOutdated') : undefined}>
        <Button
          type="link"
          size="small"
          disabled={!bookable}
          aria-label={named(t('quotationLists.action.book'))}
          onClick={() => book(row)}
        >
          {t('quotationLists.action.book')}
        </Button>
      </Tooltip>
      {row.booked ? null : (
        <Popconfirm
          title={t('quotationLists.deleteConfirm', { reference: row.reference })}
          okText={t('quotationLists.action.delete')}
          okButtonProps={{ danger: true }}
          cancelText={t('admin.common.cancel')}
          onConfirm={() => remove(row)}
        >
          <Tooltip title={t('quotationLists.action.delete')}>
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={named(t('quotationLists.action.delete'))}
            />
          </Tooltip>
        </Popconfirm>
      )}
    </Space>
  );
}
