import { emailSchema, orderPartySchema, type OrderParty } from '@cargo/domain';
import { Form, Input, Select } from 'antd';
import { useId } from 'react';
import { zodRule } from '../../../shared/forms';
import { useT } from '../../../shared/i18n';

const rules = {
  ...orderPartySchema.shape,
  // The contract's e-mail takes a blank or an address; the field says which rule an address breaks.
  email: emailSchema.optional(),
};

/** The form's values of a party chosen from an earlier order (its absent fields blank). */
const valuesOf = (party: OrderParty) => ({
  name: party.name,
  address: party.address,
  contactPerson: party.contactPerson ?? '',
  phone: party.phone ?? '',
  email: party.email ?? '',
  taxId: party.taxId ?? '',
});

/** "Fill from an earlier order": a party of the organization's own orders puts its details in the fields. */
function SavedPartyPick({ prefix, choices }: { prefix: (string | number)[]; choices: readonly OrderParty[] }) {
  const t = useT();
  const form = Form.useFormInstance();
  const id = useId();
  return (
    <Form.Item label={t('orderScreens.party.saved')} htmlFor={id} className="orders-grid-wide">
      <Select<number>
        id={id}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('orderScreens.party.savedPlaceholder')}
        value={null}
        options={choices.map((party, index) => ({ value: index, label: `${party.name} — ${party.address}` }))}
        onChange={(index) => {
          const party = choices[index];
          if (party) form.setFieldValue(prefix, valuesOf(party));
        }}
      />
    </Form.Item>
  );
}

/**
 * A shipper's, consignee's or notify party's fields under `prefix` (`['shipper']`, or a list
 * item's name): name and address required, the contact, phone, e-mail and tax number optional;
 * with `choices`, the parties of earlier orders to fill them from.
 */
export function PartyFields({
  prefix,
  choices = [],
}: {
  prefix: (string | number)[];
  choices?: readonly OrderParty[];
}) {
  const t = useT();
  const item = (field: keyof typeof rules) => ({ name: [...prefix, field], rules: [zodRule(rules[field], t)] });
  return (
    <div className="orders-grid">
      {choices.length ? <SavedPartyPick prefix={prefix} choices={choices} /> : null}
      <Form.Item {...item('name')} label={t('orderScreens.party.name')} required>
        <Input autoComplete="organization" maxLength={200} />
      </Form.Item>
      <Form.Item {...item('taxId')} label={t('orderScreens.party.taxId')}>
        <Input autoComplete="off" maxLength={32} />
      </Form.Item>
      <Form.Item {...item('address')} label={t('orderScreens.party.address')} required className="orders-grid-wide">
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={500} />
      </Form.Item>
      <Form.Item {...item('contactPerson')} label={t('orderScreens.party.contactPerson')}>
        <Input autoComplete="name" maxLength={200} />
      </Form.Item>
      <Form.Item {...item('phone')} label={t('orderScreens.party.phone')}>
        <Input type="tel" autoComplete="tel" maxLength={32} placeholder="+7 900 000-00-00" />
      </Form.Item>
      <Form.Item {...item('email')} label={t('orderScreens.party.email')}>
        <Input type="email" autoComplete="email" maxLength={254} />
      </Form.Item>
    </div>
  );
}
