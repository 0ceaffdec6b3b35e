import type { NotifyAgentsType } from '@cargo/domain';
import { Alert, Button, Card, Empty, Space, Spin, Tag } from 'antd';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { useRouteTitle } from '../../../shared/lib/use-route-title';
import { useNotify } from '../../../shared/ui';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { useRefineRequest } from '../api/get-refine-request';
import { useNotifyAgents } from '../api/notify-agents';
import { NoticesList, RequestFacts } from '../components/request-facts';
import { routeText } from '../components/route-line';
import '../components/empty-orders.css';

const BACK = '/partner/empty-orders';

/**
 * A partner's three notify-agents-by-direction pages (Product specification, shell §2):
 * `/partner/notify-agents/{plain,full,cancel}/:idOrder[/:idRequest]`, the order being the
 * calculation. Each shows the request, whom the notice reaches (PLAIN and FULL: the partner's
 * agents; CANCEL: the agents it forwarded the request to) and what it sent before, and sends it.
 */
export function NotifyAgentsPage({ type }: { type: NotifyAgentsType }) {
  const t = useT();
  const notify = useNotify();
  const title = useRouteTitle();
  const { idOrder, idRequest } = useParams();
  const request = useRefineRequest(idOrder ?? null);
  const send = useNotifyAgents();
  const detail = request.data;
  const audience = detail ? (type === 'CANCEL' ? detail.recipients : detail.agents) : [];
  const closed = detail?.status === 'CANCELLED';

  async function submit() {
    if (!detail || !idOrder) return;
    try {
      const result = await send.mutateAsync({
        calculationId: idOrder,
        body: { type, requestId: idRequest ? Number(idRequest) : detail.id },
      });
      notify.success(t('refineRequests.notified', { count: result.notified.length }));
    } catch (error) {
      if (!isApiError(error)) throw error;
      notify.error(error.message);
    }
  }

  return (
    <>
      <PageHeader title={title} subtitle={detail ? routeText(detail) : undefined} />
      {request.isError ? <QueryError error={request.error} onRetry={() => void request.refetch()} /> : null}
      {request.isLoading ? <Spin className="empty-orders-spin" /> : null}
      {detail ? (
        <div className="empty-orders-notify">
          <Alert
            type={closed ? 'warning' : 'info'}
            showIcon
            title={closed ? t('refineRequests.agents.closed') : t(`refineRequests.agents.intro.${type}`)}
          />
          <Card size="small" title={t('refineRequests.section.request')}>
            <RequestFacts request={detail} />
          </Card>
          <Card
            size="small"
            title={t(type === 'CANCEL' ? 'refineRequests.agents.cancelList' : 'refineRequests.agents.list')}
          >
            {audience.length ? (
              <Space size={[4, 8]} wrap>
                {audience.map((agent) => (
                  <Tag key={agent.id} className="empty-orders-tag">
                    {agent.name}
                  </Tag>
                ))}
              </Space>
            ) : (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={t(type === 'CANCEL' ? 'refineRequests.agents.noneNotified' : 'refineRequests.agents.none')}
              />
            )}
          </Card>
          <Card size="small" title={t('refineRequests.section.sentNotices')}>
            <NoticesList notices={detail.notices} />
          </Card>
          <Space wrap>
            <Button
              type="primary"
              danger={type === 'CANCEL'}
              loading={send.isPending}
              disabled={closed || !audience.length}
              onClick={() => void submit()}
            >
              {t(type === 'CANCEL' ? 'refineRequests.agents.withdraw' : 'refineRequests.agents.send')}
            </Button>
            <Link to={BACK}>{t('refineRequests.agents.back')}</Link>
          </Space>
        </div>
      ) : null}
    </>
  );
}
