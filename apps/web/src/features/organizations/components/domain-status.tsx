import { CheckCircleFilled, ClockCircleOutlined } from '@ant-design/icons';
import type { Organization } from '@cargo/domain';
import { Button, Popconfirm, Tag } from 'antd';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { useNotify } from '../../../shared/ui';
import { useVerifyDomain } from '../api/verify-domain';

export interface DomainStatusProps {
  /** The organization as saved: its domain and whether an operator verified it. */
  saved: Pick<Organization, 'id' | 'domain' | 'domainVerified'>;
  /** An operator may verify a pending domain; the answer is the organization as it is now. */
  onVerified?: (organization: Organization) => void;
}

/**
 * Whether the saved white-label domain takes effect (issue 27): verified, or waiting for an
 * operator, who verifies it here. Nobody is sent to a pending domain.
 */
export function DomainStatus({ saved, onVerified }: DomainStatusProps) {
  const t = useT();
  const notify = useNotify();
  const verify = useVerifyDomain();
  const { domain } = saved;
  if (!domain) return null;
  if (saved.domainVerified)
    return (
      <span className="domain-status">
        <Tag color="success" icon={<CheckCircleFilled />}>
          {t('whiteLabel.verified')}
        </Tag>
      </span>
    );

  async function approve(domainChecked: string) {
    try {
      const organization = await verify.mutateAsync({ id: saved.id, domain: domainChecked });
      notify.success(t('whiteLabel.verifiedNotice'));
      onVerified?.(organization);
    } catch (error) {
      if (!isApiError(error)) throw error;
      notify.error(error.fieldErrors[0]?.errorText ?? error.message);
    }
  }

  return (
    <span className="domain-status">
      <Tag color="warning" icon={<ClockCircleOutlined />}>
        {t('whiteLabel.pending')}
      </Tag>
      <span>{t('whiteLabel.pendingHint')}</span>
      {onVerified ? (
        <Popconfirm
          title={t('whiteLabel.verifyConfirm', { domain })}
          okText={t('whiteLabel.verify')}
          cancelText={t('admin.common.cancel')}
          onConfirm={() => approve(domain)}
        >
          <Button size="small" type="primary" ghost loading={verify.isPending}>
            {t('whiteLabel.verify')}
          </Button>
        </Popconfirm>
      ) : null}
    </span>
  );
}
