import { TARIFF_MODIFIERS, type TariffModifier } from '@cargo/domain';
import { Form, Input, Radio, Switch } from 'antd';
import { useT } from '../../../shared/i18n';
import { ClientSelect } from '../../../shared/organizations';
import { fieldLabel, tariffEnumLabel } from '../lib/labels';

/**
 * Who sees the tariff: everyone who quotes (public) or only the client organizations named
 * (private: a partner's own clients, GET /organizations/clients); whether it is active; a comment.
 */
export function VisibilityFields() {
  const t = useT();
  const modifier = Form.useWatch('modifier') as TariffModifier | undefined;
  return (
    <>
      <div className="tariff-form-grid">
        <Form.Item name="modifier" label={t(fieldLabel('modifier'))}>
          <Radio.Group
            optionType="button"
            options={TARIFF_MODIFIERS.map((value) => ({ value, label: t(tariffEnumLabel('modifier', value)) }))}
          />
        </Form.Item>
        <Form.Item name="active" label={t(fieldLabel('active'))} valuePropName="checked">
          <Switch />
        </Form.Item>
      </div>
      {modifier === 'PRIVATE' ? (
        <Form.Item
          name="clientOrganizationIds"
          label={t(fieldLabel('clientOrganizationIds'))}
          required
          extra={t('tariffScreens.form.clientsHint')}
        >
          <ClientSelect />
        </Form.Item>
      ) : null}
      <Form.Item name="comment" label={t(fieldLabel('comment'))}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
      </Form.Item>
    </>
  );
}
