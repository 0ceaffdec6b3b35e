import { cargoTextOf, type RefineRequest, type RefineRequestDetail } from '@cargo/domain';
import { Descriptions, Empty } from 'antd';
import { useI18n } from '../../../shared/i18n';
import { formatDate, formatDateTime, formatDay } from '../../../shared/lib/format-date';
import { formatMinor } from '../../../shared/lib/format-money';
import { modeLabel, noticeTypeLabel } from '../lib/labels';
import { StatusTag } from './request-tags';
import { RouteLine } from './route-line';

/** The request in brief: the lane, the cargo, the dates, the status and, for operators, the client. */
export function RequestFacts({ request }: { request: RefineRequest }) {
  const { t } = useI18n();
  const items = [
    {
      key: 'route',
      label: t('refineRequests.column.route'),
      children: <RouteLine from={request.from} to={request.to} />,
    },
    { key: 'cargo', label: t('refineRequests.column.cargo'), children: cargoTextOf(request.cargo, t) },
    { key: 'readyDate', label: t('refineRequests.column.readyDate'), children: formatDay(request.readyDate) },
    { key: 'requestedAt', label: t('refineRequests.column.requestedAt'), children: formatDate(request.requestedAt) },
    { key: 'status', label: t('refineRequests.column.status'), children: <StatusTag status={request.status} /> },
    ...(request.client
      ? [{ key: 'client', label: t('refineRequests.column.client'), children: request.client.name }]
      : []),
  ];
  return <Descriptions size="small" column={1} items={items} className="empty-orders-facts" />;
}

/** The prices given so far (an operator's view: all; a partner's: its own), with their comments. */
export function AnswersList({
  answers,
  digitsOf,
}: {
  answers: RefineRequestDetail['answers'];
  digitsOf: (code: string) => number;
}) {
  const { t } = useI18n();
  if (!answers.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('refineRequests.noAnswers')} />;
  return (
    <ul className="empty-orders-log">
      {answers.map((answer) => {
        const digits = digitsOf(answer.amount.currency);
        return (
          <li key={answer.id}>
            <strong>{answer.organization.name}</strong>
            {' — '}
            <span className="list-cell-nowrap">
              {formatMinor(answer.amount.amount, digits)} {answer.amount.currency}
            </span>
            {' · '}
            {t(modeLabel(answer.mode))}
            {' · '}
            {t('refineRequests.field.transitDays')}: {answer.transitDays}
            {' · '}
            {t('refineRequests.field.validTo')}: {formatDay(answer.validTo)}
            {answer.comment ? <div className="empty-orders-comment">{answer.comment}</div> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** Who was notified of the request, newest first: the notice, the organization, when and by whom. */
export function NoticesList({ notices }: { notices: RefineRequestDetail['notices'] }) {
  const { t } = useI18n();
  if (!notices.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('refineRequests.noNotices')} />;
  return (
    <ul className="empty-orders-log empty-orders-log-scroll">
      {notices.map((notice, index) => (
        <li key={`${notice.notifiedAt}-${notice.organization.id}-${index}`}>
          <span className="list-muted list-cell-nowrap">{formatDateTime(notice.notifiedAt)}</span>{' '}
          {t(noticeTypeLabel(notice.type))} → <strong>{notice.organization.name}</strong>
          {notice.sentBy ? (
            <span className="list-muted"> ({t('refineRequests.noticeBy', { organization: notice.sentBy.name })})</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
