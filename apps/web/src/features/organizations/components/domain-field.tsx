import { CheckCircleFilled } from '@ant-design/icons';
import { organizationInputSchema } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { zodRule } from '../../../shared/forms';
import { useT } from '../../../shared/i18n';
import { checkDomainQueryOptions } from '../api/check-domain';

/**
 * The white-label domain with a live availability check: once typing pauses, the format is
 * checked by the contract and then GET /organizations/check-domain says whether another
 * organization already uses it. A failed check does not block saving: the server decides then.
 */
export function DomainField({ organizationId, disabled }: { organizationId?: number; disabled?: boolean }) {
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
        return (
          <Form.Item
            name="domain"
            label={t('admin.organizations.domain')}
            validateDebounce={400}
            hasFeedback={current !== ''}
            rules={[zodRule(organizationInputSchema.shape.domain, t), availability]}
            extra={
              confirmed ? (
                <span className="domain-free">
                  <CheckCircleFilled /> {t('admin.organizations.domainFree')}
                </span>
              ) : (
                t('admin.organizations.domainHint')
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
