import { NotificationOutlined } from '@ant-design/icons';
import { NOTIFY_AGENTS_TYPES, type NotifyAgentsType, type RefineRequest } from '@cargo/domain';
import { Button, Dropdown, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { useT } from '../../../shared/i18n';
import { noticeTypeLabel } from '../lib/labels';

/** The partner's page of a flow (Product specification, shell §2): the order (calculation) id, and the request's for FULL. */
export function notifyAgentsPath(type: NotifyAgentsType, request: Pick<RefineRequest, 'id' | 'calculationId'>): string {
  const base = `/partner/notify-agents/${type.toLowerCase()}/${encodeURIComponent(request.calculationId)}`;
  return type === 'FULL' ? `${base}/${request.id}` : base;
}

/**
 * The three notify-agents flows of a request: an operator sends them from here (`onNotify`
 * confirms first); a partner opens its page for each, which shows whom it reaches.
 */
export function NotifyMenu({
  request,
  operator,
  onNotify,
}: {
  request: RefineRequest;
  operator: boolean;
  onNotify: (type: NotifyAgentsType) => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const items = NOTIFY_AGENTS_TYPES.map((type) => ({
    key: type,
    label: t(noticeTypeLabel(type)),
    danger: type === 'CANCEL',
  }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key }) => {
          const type = key as NotifyAgentsType;
          if (operator) onNotify(type);
          else void navigate(notifyAgentsPath(type, request));
        },
      }}
    >
      {/* An icon with its name as tooltip and label: the row's actions must leave the table room. */}
      <Tooltip title={t('refineRequests.action.notify')}>
        <Button
          type="link"
          size="small"
          icon={<NotificationOutlined />}
          aria-label={t('refineRequests.action.notify')}
        />
      </Tooltip>
    </Dropdown>
  );
}
