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

/**
 * Sent notifications; a row opens to the mail's full text. Five columns fit a 1366 px screen
 * beside the menu: long addresses and subjects wrap inside their column, the mail's type sits
 * under its subject and a failure's reason under its status.
 */
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
    {
      key: 'recipients',
      title: t('admin.mails.recipients'),
      render: (mail) => (
        <span className="mail-wrap mail-recipients">
          {mail.recipients.map((recipient) => (
            <span key={recipient} className="mail-recipient">
              {recipient}
            </span>
          ))}
        </span>
      ),
    },
    {
      key: 'subject',
      title: t('admin.mails.subject'),
      render: (mail) => (
        <span className="mail-wrap mail-subject">
          {mail.subject}
          <span className="mail-kind">{mail.kind}</span>
        </span>
      ),
    },
    {
      key: 'status',
      title: t('admin.mails.status'),
      sortable: true,
      render: (mail) => (
        <span className="mail-status">
          <MailStatusTag status={mail.status} />
          {mail.error ? (
            <Tooltip title={mail.error}>
              <span className="mail-error">{mail.error}</span>
            </Tooltip>
          ) : null}
        </span>
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
    />
  );
}
