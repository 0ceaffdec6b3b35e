import { emailSchema, orderPartySchema } from '@cargo/domain';
import { Form, Input } from 'antd';
import { zodRule } from '../../../shared/forms';
import { useT } from '../../../shared/i18n';

const rules = {
  ...orderPartySchema.shape,
  // The contract's e-mail takes a blank or an address; the field says which rule an address breaks.
  email: emailSchema.optional(),
};

/**
 * A shipper's, consignee's or notify party's fields under `prefix` (`['shipper']`, or a list
 * item's name): name and address required, the contact, phone, e-mail and tax number optional.
 */
export function PartyFields({ prefix }: { prefix: (string | number)[] }) {
  const t = useT();
  const item = (field: keyof typeof rules) => ({ name: [...prefix, field], rules: [zodRule(rules[field], t)] });
  return (
    <div className="orders-grid">
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
