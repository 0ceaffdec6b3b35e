import { ORGANIZATION_TYPES, organizationInputSchema } from '@cargo/domain';
import { Checkbox, Col, Divider, Form, Input, Row, Select, Switch, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { zodRule } from '../../../shared/forms';
import { useT } from '../../../shared/i18n';
import { organizationTypeLabelKey } from '../../../shared/lib/labels';
import { OrganizationSelect } from '../../../shared/organizations';
import { CountryCodesSelect } from './country-codes-select';
import { DomainField } from './domain-field';
import type { DomainStatusProps } from './domain-status';
import type { EditMode } from './edit-mode';
import type { OrganizationFormValues } from './organization-form-values';
import './organizations.css';

const rules = organizationInputSchema.shape;

export interface OrganizationFormProps {
  form: FormInstance<OrganizationFormValues>;
  initialValues?: OrganizationFormValues;
  /** The organization being edited; none when creating. */
  organizationId?: number;
  mode: EditMode;
  onFinish: (values: OrganizationFormValues) => void;
  /** Shown under the fields: the server's errors that name no field. */
  footer?: ReactNode;
  /** The organization as saved, whose domain's verification the form shows. */
  saved?: DomainStatusProps['saved'];
  /** An operator's form verifies a pending domain. */
  onDomainVerified?: DomainStatusProps['onVerified'];
}

/**
 * Every field of the organization contract. The operator's fields (type, parent, international
 * and the three switches) are read-only to the organization's own admin, who sends them back
 * unchanged; everything is read-only to someone who may only look.
 */
export function OrganizationForm({
  form,
  initialValues,
  organizationId,
  mode,
  onFinish,
  footer,
  saved,
  onDomainVerified,
}: OrganizationFormProps) {
  const t = useT();
  const readOnly = mode === 'readOnly';
  const operatorField = mode !== 'operator';
  const operatorHint = mode === 'partnerAdmin' ? t('admin.organizations.operatorField') : undefined;
  const containers = Form.useWatch(['wizardSettings', 'containers'], form);

  const flag = (name: string | string[], label: string, help?: string, locked = operatorField) => (
    <Form.Item
      name={name}
      valuePropName="checked"
      className="organization-flag"
      extra={[help, locked ? operatorHint : undefined].filter(Boolean).join(' ') || undefined}
    >
      <Checkbox disabled={locked || readOnly}>{label}</Checkbox>
    </Form.Item>
  );

  return (
    <Form<OrganizationFormValues>
      form={form}
      initialValues={initialValues}
      layout="vertical"
      onFinish={onFinish}
      onValuesChange={(changed: Partial<OrganizationFormValues>) => {
        // "Containers only" means nothing without containers.
        if (changed.wizardSettings?.containers === false)
          form.setFieldValue(['wizardSettings', 'containersOnly'], false);
      }}
      disabled={readOnly}
      className="organization-form"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('admin.organizations.name')} required rules={[zodRule(rules.name, t)]}>
            <Input autoComplete="organization" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="nameEn" label={t('admin.organizations.nameEn')} rules={[zodRule(rules.nameEn, t)]}>
            <Input lang="en" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="type"
            label={t('admin.organizations.type')}
            required
            rules={[zodRule(rules.type, t)]}
            extra={operatorHint}
          >
            <Select
              disabled={operatorField || readOnly}
              options={ORGANIZATION_TYPES.map((type) => ({ value: type, label: t(organizationTypeLabelKey(type)) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="parentId"
            label={t('admin.organizations.parent')}
            rules={[zodRule(rules.parentId, t)]}
            extra={operatorHint}
          >
            <OrganizationSelect
              excludeId={organizationId}
              disabled={operatorField || readOnly}
              placeholder={operatorField || readOnly ? undefined : t('admin.common.searchOrganization')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <DomainField
            organizationId={organizationId}
            disabled={readOnly}
            saved={saved}
            onVerified={mode === 'operator' ? onDomainVerified : undefined}
          />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="international"
            label={t('admin.organizations.international')}
            valuePropName="checked"
            extra={operatorHint ?? t('admin.organizations.internationalHint')}
          >
            <Switch disabled={operatorField || readOnly} />
          </Form.Item>
        </Col>
      </Row>

      <Divider titlePlacement="start">{t('admin.organizations.wizard')}</Divider>
      {flag(['wizardSettings', 'containers'], t('admin.organizations.wizardContainers'), undefined, false)}
      <Form.Item
        name={['wizardSettings', 'containersOnly']}
        valuePropName="checked"
        className="organization-flag"
        extra={containers ? undefined : t('admin.organizations.wizardContainersOnlyHint')}
      >
        <Checkbox disabled={!containers || readOnly}>{t('admin.organizations.wizardContainersOnly')}</Checkbox>
      </Form.Item>

      <Divider titlePlacement="start">{t('admin.organizations.commercial')}</Divider>
      {flag(
        'disableIntegratorReward',
        t('admin.organizations.disableIntegratorReward'),
        t('admin.organizations.disableIntegratorRewardHint'),
      )}
      {flag('disableInsuranceForm', t('admin.organizations.disableInsuranceForm'))}
      {flag('disableCustomsClearanceFee', t('admin.organizations.disableCustomsClearanceFee'))}

      <Divider />
      <Form.Item
        name="countryCodes"
        label={t('admin.organizations.countryCodes')}
        rules={[zodRule(rules.countryCodes, t)]}
        extra={t('admin.organizations.countryCodesHint')}
      >
        <CountryCodesSelect placeholder={t('admin.organizations.countryCodesPlaceholder')} />
      </Form.Item>
      {footer}
    </Form>
  );
}
