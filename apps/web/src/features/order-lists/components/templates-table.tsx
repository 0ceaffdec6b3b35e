import type { QuotePlace } from '@cargo/domain';
import { Button, Space } from 'antd';
import { DeleteOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useT } from '../../../shared/i18n';
import { formatDate } from '../../../shared/lib/format-date';
import { ListTable, type ListColumn, type ListView } from '../../../shared/lists';
import type { OrderTemplateRow } from '../api/list-order-templates';
import { templateEnds } from '../lib/template-link';
import { RoutePoints } from './route-points';

export interface TemplatesTableProps {
  rows: readonly OrderTemplateRow[] | undefined;
  loading: boolean;
  /** The list's state (useListQuery) and how many rows it has in all. */
  list: ListView;
  total: number | undefined;
  /** An end the answer does not name, in words. */
  unnamed: (place: QuotePlace) => string;
  onUse: (template: OrderTemplateRow) => void;
  onDelete: (template: OrderTemplateRow) => void;
}

/** Saved calculation requests: the name, the route, the cargo form, who saved it and when; use or delete. */
export function TemplatesTable(props: TemplatesTableProps) {
  const t = useT();
  const columns: ListColumn<OrderTemplateRow>[] = [
    {
      key: 'name',
      title: t('orderLists.column.name'),
      sortable: true,
      render: (template) => <span className="list-table-name order-lists-name">{template.name}</span>,
    },
    {
      key: 'route',
      title: t('orderLists.column.route'),
      render: (template) => {
        const ends = templateEnds(template, props.unnamed);
        return <RoutePoints from={ends.from} to={ends.to} />;
      },
    },
    {
      key: 'cargo',
      title: t('orderLists.column.cargo'),
      render: (template) => (
        <span className="list-cell-nowrap">{t(`wizard.cargoForm.${template.request.cargo.type}`)}</span>
      ),
    },
    {
      key: 'owner',
      title: t('orderLists.column.owner'),
      render: (template) => <span className="order-lists-name">{template.owner?.name ?? ''}</span>,
    },
    {
      key: 'createdAt',
      title: t('orderLists.column.createdAt'),
      sortable: true,
      render: (template) => <span className="list-cell-nowrap">{formatDate(template.createdAt)}</span>,
    },
  ];

  return (
    <ListTable<OrderTemplateRow>
      rowKey={(template) => template.id}
      columns={columns}
      rows={props.rows}
      loading={props.loading}
      emptyText={{ none: t('orderLists.empty.templates'), filtered: t('orderLists.empty.templatesFiltered') }}
      list={props.list}
      total={props.total}
      actions={(template) => (
        <Space size={0} wrap={false}>
          <Button type="link" size="small" icon={<PlayCircleOutlined />} onClick={() => props.onUse(template)}>
            {t('orderLists.templates.use')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={`${t('orderLists.templates.delete')}: ${template.name}`}
            onClick={() => props.onDelete(template)}
          />
        </Space>
      )}
    />
  );
}
