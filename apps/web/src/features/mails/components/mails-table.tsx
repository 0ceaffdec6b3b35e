import type { Mail } from '@cargo/domain';
import { Table, Tooltip, type TableColumnsType, type TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useT } from '../../../shared/i18n';
import { formatDateTime } from '../../../shared/lib/format-date';
import { MailStatusTag } from '../../../shared/ui/status-tags';
import { MailDetails } from './mail-details';
import './mails.css';

export interface MailsTableProps {
  mails: readonly Mail[] | undefined;
  loading: boolean;
  sortOrder: (field: 'id' | 'createdAt' | 'status') => SortOrder;
  pagination: TableProps<Mail>['pagination'];
  onChange: TableProps<Mail>['onChange'];
}

const dash = <span className="list-muted">—</span>;

/** Sent notifications; a row opens to the mail's full text. */
export function MailsTable(props: MailsTableProps) {
  const t = useT();
  const { sortOrder } = props;
  const columns: TableColumnsType<Mail> = [
    {
      key: 'createdAt',
      title: t('admin.mails.createdAt'),
      className: 'list-cell-nowrap',
      sorter: true,
      sortOrder: sortOrder('createdAt'),
      render: (_, mail) => formatDateTime(mail.createdAt),
    },
    { key: 'recipients', title: t('admin.mails.recipients'), render: (_, mail) => mail.recipients.join(', ') },
    {
      key: 'subject',
      title: t('admin.mails.subject'),
      render: (_, mail) => (
        <span className="mail-subject" title={mail.subject}>
          {mail.subject}
        </span>
      ),
    },
    { key: 'kind', title: t('admin.mails.kind'), render: (_, mail) => <span className="mail-kind">{mail.kind}</span> },
    {
      key: 'status',
      title: t('admin.mails.status'),
      sorter: true,
      sortOrder: sortOrder('status'),
      render: (_, mail) => <MailStatusTag status={mail.status} />,
    },
    {
      key: 'error',
      title: t('admin.mails.error'),
      render: (_, mail) =>
        mail.error ? (
          <Tooltip title={mail.error}>
            <span className="mail-error">{mail.error}</span>
          </Tooltip>
        ) : (
          dash
        ),
    },
  ];
  return (
    <Table<Mail>
      rowKey="id"
      columns={columns}
      dataSource={props.mails as Mail[] | undefined}
      loading={props.loading}
      pagination={props.pagination}
      onChange={props.onChange}
      expandable={{
        expandedRowRender: (mail) => <MailDetails mail={mail} />,
        expandRowByClick: true,
        // A fixed expand column keeps the opened text as wide as the card, not the scrolled table.
        fixed: 'left',
      }}
      scroll={{ x: 980 }}
      size="middle"
    />
  );
}
