import { cargoTextOf, type RefineRequest } from '@cargo/domain';
import type { ReactNode } from 'react';
import { useI18n } from '../../../shared/i18n';
import { formatDate, formatDay } from '../../../shared/lib/format-date';
import { ListTable, type ListColumn, type ListView } from '../../../shared/lists';
import { StatusTag } from './request-tags';
import { RouteLine } from './route-line';

export interface EmptyOrdersTableProps {
  rows: readonly RefineRequest[] | undefined;
  loading: boolean;
  /** Operators see whose request it is. */
  showClient: boolean;
  /** The list's state (useListQuery) and how many rows it has in all. */
  list: ListView;
  total: number | undefined;
  actions: (request: RefineRequest) => ReactNode;
}

/**
 * Open price requests in the shared list table: when asked, the lane (each end's kind, flag, name
 * and code), the cargo in a line, the ready date, the status with how many prices were given
 * (noting the caller's own), the client for operators; the row's actions at its end.
 */
export function EmptyOrdersTable(props: EmptyOrdersTableProps) {
  const { t } = useI18n();
  const columns: ListColumn<RefineRequest>[] = [
    {
      key: 'requestedAt',
      title: t('refineRequests.column.requestedAt'),
      sortable: true,
      render: (request) => <span className="list-cell-nowrap">{formatDate(request.requestedAt)}</span>,
    },
    {
      key: 'route',
      title: t('refineRequests.column.route'),
      render: (request) => <RouteLine from={request.from} to={request.to} />,
    },
    {
      key: 'cargo',
      title: t('refineRequests.column.cargo'),
      render: (request) => <span className="empty-orders-cargo">{cargoTextOf(request.cargo, t)}</span>,
    },
    {
      key: 'readyDate',
      title: t('refineRequests.column.readyDate'),
      sortable: true,
      render: (request) => <span className="list-cell-nowrap">{formatDay(request.readyDate)}</span>,
    },
    {
      key: 'status',
      title: t('refineRequests.column.status'),
      sortable: true,
      render: (request) => (
        <span className="empty-orders-status">
          <StatusTag status={request.status} />
          {request.answersCount ? (
            <span className="list-muted">
              {t('refineRequests.answersCount', { count: request.answersCount })}
              {request.answeredByYou ? `, ${t('refineRequests.answeredByYou')}` : null}
            </span>
          ) : null}
        </span>
      ),
    },
    ...(props.showClient
      ? [
          {
            key: 'client',
            title: t('refineRequests.column.client'),
            render: (request: RefineRequest) => (
              <span className="list-table-name empty-orders-client">{request.client?.name}</span>
            ),
          },
        ]
      : []),
  ];

  return (
    <ListTable<RefineRequest>
      rowKey={(request) => request.id}
      columns={columns}
      rows={props.rows}
      loading={props.loading}
      emptyText={{ none: t('refineRequests.empty'), filtered: t('refineRequests.emptyFiltered') }}
      list={props.list}
      total={props.total}
      actions={props.actions}
    />
  );
}
