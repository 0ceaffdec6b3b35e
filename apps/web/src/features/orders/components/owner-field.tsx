import { isOperator, manualBookingBodySchema, type User } from '@cargo/domain';
import { Form } from 'antd';
import { zodRule } from '../../../shared/forms';
import { useT } from '../../../shared/i18n';
import { FormSection } from './form-section';
import { UserPick } from './user-pick';

/** "James Carter — Demo Trading House": whom the order is for and the organization it goes to. */
export const ownerLabel = (user: User) =>
  `${[user.firstName, user.lastName].filter(Boolean).join(' ') || user.email} — ${user.organization.name}`;

/** An order's owner is a customer's user: operators are not offered (the server refuses them). */
const mayOwn = (user: User) => !isOperator({ roles: user.roles.map((role) => role.id) });

/** Whom the operator books for: a user of any customer organization, found by name or e-mail. */
export function OwnerField() {
  const t = useT();
  return (
    <FormSection title={t('orderScreens.manual.owner')}>
      <div className="orders-grid">
        <Form.Item
          name="ownerUserId"
          label={t('orderScreens.manual.ownerUser')}
          extra={t('orderScreens.manual.ownerHint')}
          rules={[zodRule(manualBookingBodySchema.shape.ownerUserId, t)]}
          required
        >
          <UserPick labelOf={ownerLabel} filter={mayOwn} placeholder={t('orderScreens.manual.searchOwner')} />
        </Form.Item>
      </div>
    </FormSection>
  );
}
