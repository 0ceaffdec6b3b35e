import { CheckCircleFilled } from '@ant-design/icons';
import { organizationInputSchema } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { zodRule } from '../../../shared/forms';
import { useT } from '../../../shared/i18n';
import { checkDomainQueryOptions } from '../api/check-domain';
import { DomainStatus, type DomainStatusProps } from './domain-status';

/**
 * The white-label domain with a live availability check: once typing pauses, the format is
 * checked by the contract and then GET /organizations/check-domain says whether another
 * organization already uses it. A failed check does not block saving: the server decides then.
 * While the field shows the saved domain, its verification status stands below it (an operator
 * verifies it there); a different domain typed says that it will need a verification of its own.
 */
export function DomainField({
  organizationId,
  disabled,
  saved,
  onVerified,
}: {
  organizationId?: number;
  disabled?: boolean;
  saved?: DomainStatusProps['saved'];
  onVerified?: DomainStatusProps['onVerified'];
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const [available, setAvailable] = useState<string | null>(null);

  const availability: Rule = {
    validator: async (_rule, value: unknown) => {
      const domain = typeof value === 'string' ? value.trim().toLowerCase() : '';
      setAvailable(null);
      if (!domain || !organizationInputSchema.shape.domain.safeParse(domain).success) return;
      let free: boolean;
      try {
        free = await queryClient.fetchQuery(checkDomainQueryOptions(domain, organizationId));
      } catch {
        return;
      }
      if (!free) throw new Error(t('organizations.domainTaken'));
      setAvailable(domain);
    },
  };

  return (
    <Form.Item
      noStyle
      shouldUpdate={(before: { domain?: string }, after: { domain?: string }) => before.domain !== after.domain}
    >
      {({ getFieldValue }) => {
        const current = String(getFieldValue('domain') ?? '')
          .trim()
          .toLowerCase();
        const confirmed = current !== '' && current === available;
        const asSaved = saved?.domain && current === saved.domain;
        const availabilityNote = confirmed ? (
          <span className="domain-free">
            <CheckCircleFilled /> {t('admin.organizations.domainFree')}
          </span>
        ) : (
          t('admin.organizations.domainHint')
        );
        return (
          <Form.Item
            name="domain"
            label={t('admin.organizations.domain')}
            validateDebounce={400}
            // The saved domain's state is its verification below, not a green tick beside "pending".
            hasFeedback={current !== '' && !asSaved}
            rules={[zodRule(organizationInputSchema.shape.domain, t), availability]}
            extra={
              asSaved && saved ? (
                <DomainStatus saved={saved} onVerified={onVerified} />
              ) : (
                <>
                  {availabilityNote}
                  {current !== '' && saved?.domain ? <div>{t('whiteLabel.changeResets')}</div> : null}
                </>
              )
            }
          >
            <Input
              placeholder="partner.example.com"
              autoComplete="off"
              spellCheck={false}
              disabled={disabled}
              inputMode="url"
            />
          </Form.Item>
        );
      }}
    </Form.Item>
  );
}
