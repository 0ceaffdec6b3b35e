import { TARIFF_MODIFIERS, type TariffModifier } from '@cargo/domain';
import { Form, Input, Radio, Switch } from 'antd';
import { useT } from '../../../shared/i18n';
import { OrganizationSelect } from '../../../shared/organizations';
import { fieldLabel, tariffEnumLabel } from '../lib/labels';

export interface VisibilityFieldsProps {
  operator: boolean;
  /** The modifier the tariff had when the form opened: a partner keeps a private one private. */
  initialModifier: TariffModifier;
}

/**
 * Who sees the tariff: everyone who quotes (public) or only the client organizations named
 * (private); whether it is active; a comment. Client organizations are listed to operators only
 * (GET /organizations shows a partner its own organization alone), so a partner cannot make a
 * tariff private: it keeps one an operator made private as it is.
 */
export function VisibilityFields({ operator, initialModifier }: VisibilityFieldsProps) {
  const t = useT();
  const modifier = Form.useWatch('modifier') as TariffModifier | undefined;
  const mayChoosePrivate = operator || initialModifier === 'PRIVATE';
  return (
    <>
      <div className="tariff-form-grid">
        <Form.Item
          name="modifier"
          label={t(fieldLabel('modifier'))}
          extra={mayChoosePrivate ? undefined : t('tariffScreens.form.clientsOperatorsOnly')}
        >
          <Radio.Group
            optionType="button"
            options={TARIFF_MODIFIERS.map((value) => ({
              value,
              label: t(tariffEnumLabel('modifier', value)),
              disabled: value === 'PRIVATE' && !mayChoosePrivate,
            }))}
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
          extra={operator ? t('tariffScreens.form.clientsHint') : t('tariffScreens.form.clientsOperatorsOnly')}
        >
          <OrganizationSelect multiple type="CLIENT" disabled={!operator} />
        </Form.Item>
      ) : null}
      <Form.Item name="comment" label={t(fieldLabel('comment'))}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
      </Form.Item>
    </>
  );
}
