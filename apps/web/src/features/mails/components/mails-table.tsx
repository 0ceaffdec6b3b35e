import type { Mail } from '@cargo/domain';
import { Tooltip } from 'antd';
import { useT } from '../../../shared/i18n';
import { formatDateTime } from '../../../shared/lib/format-date';
import { ListTable, type ListColumn, type ListView } from '../../../shared/lists';
import { MailStatusTag } from '../../../shared/ui/status-tags';
import { MailDetails } from './mail-details';
import './mails.css';

export interface MailsTableProps {
  mails: readonly Mail[] | undefined;
  loading: boolean;
  list: ListView;
  total: number | undefined;
}

const dash = <span className="list-muted">—</span>;

/** Sent notifications; a row opens to the mail's full text. */
export function MailsTable(props: MailsTableProps) {
  const t = useT();
  const columns: ListColumn<Mail>[] = [
    {
      key: 'createdAt',
      title: t('admin.mails.createdAt'),
      className: 'list-cell-nowrap',
      sortable: true,
      render: (mail) => formatDateTime(mail.createdAt),
    },
    { key: 'recipients', title: t('admin.mails.recipients'), render: (mail) => mail.recipients.join(', ') },
    {
      key: 'subject',
      title: t('admin.mails.subject'),
      render: (mail) => (
        <span className="mail-subject" title={mail.subject}>
          {mail.subject}
        </span>
      ),
    },
    { key: 'kind', title: t('admin.mails.kind'), render: (mail) => <span className="mail-kind">{mail.kind}</span> },
    {
      key: 'status',
      title: t('admin.mails.status'),
      sortable: true,
      render: (mail) => <MailStatusTag status={mail.status} />,
    },
    {
      key: 'error',
      title: t('admin.mails.error'),
      render: (mail) =>
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
    <ListTable<Mail>
      rowKey={(mail) => mail.id}
      columns={columns}
      rows={props.mails}
      loading={props.loading}
      list={props.list}
      total={props.total}
      expandedRow={(mail) => <MailDetails mail={mail} />}
      minWidth={980}
    />
  );
}
