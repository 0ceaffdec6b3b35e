import type { MessageKey } from '@cargo/domain';
import { Empty } from 'antd';
import { Link } from 'react-router';
import { useMails } from '../../../features/mails/api/list-mails';
import { useProfiles } from '../../../features/organizations/api/list-profiles';
import { useT } from '../../../shared/i18n';
import { formatNumber } from '../../../shared/lib/format-number';
import { OverviewPanel } from '../../../shared/ui/overview-panel';

/**
 * What waits for an operator (issue 30): organization profiles awaiting review (the review queue's
 * NEW) and mails that failed to send (the outbox's ERROR), each counted by its list's own query (one
 * row, whose total is the count) and opening that list so filtered.
 */
export function AttentionPanel() {
  const t = useT();
  const profiles = useProfiles({ page: 0, size: 1, status: 'NEW' });
  const mails = useMails({ page: 0, size: 1, status: 'ERROR', sort: 'createdAt,desc' });
  const items: { key: MessageKey; count: number; to: string }[] = [
    {
      key: 'overview.attention.profiles',
      count: profiles.data?.total ?? 0,
      to: '/admin/organization-profiles?status=NEW',
    },
    { key: 'overview.attention.failedMails', count: mails.data?.total ?? 0, to: '/admin/mails?status=ERROR' },
  ];
  const waiting = items.filter((item) => item.count > 0);
  return (
    <OverviewPanel title={t('overview.attention.title')} queries={[profiles, mails]}>
      {waiting.length ? (
        <ul className="overview-counts">
          {waiting.map((item) => (
            <li key={item.key}>
              <Link to={item.to} className="overview-count overview-count-alert">
                <span className="overview-count-number">{formatNumber(item.count, 0)}</span>
                <span className="overview-count-label">{t(item.key)}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('overview.attention.none')} />
      )}
    </OverviewPanel>
  );
}
