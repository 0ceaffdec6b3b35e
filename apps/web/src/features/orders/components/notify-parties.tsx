import { MAX_NOTIFY_PARTIES } from '@cargo/domain';
import { Form } from 'antd';
import { useT } from '../../../shared/i18n';
import { emptyParty } from '../lib/booking-values';
import { AddEntry, FormSection, ListEntry } from './form-section';
import { PartyFields } from './party-fields';

/**
 * Who else the carrier tells of the cargo's arrival besides the consignee: up to
 * MAX_NOTIFY_PARTIES; at the limit the add button rests and says why.
 */
export function NotifyParties() {
  const t = useT();
  return (
    <FormSection title={t('orderScreens.booking.notifyParties')} hint={t('orderScreens.booking.notifyParties.hint')}>
      <Form.List name="notifyParties">
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, index) => (
              <ListEntry
                key={field.key}
                label={t('orderScreens.booking.notifyParty', { number: index + 1 })}
                onRemove={() => remove(field.name)}
              >
                <PartyFields prefix={[field.name]} />
              </ListEntry>
            ))}
            <Form.ErrorList errors={errors} />
            <AddEntry
              label={t('orderScreens.booking.addNotifyParty')}
              onAdd={() => add(emptyParty())}
              full={fields.length >= MAX_NOTIFY_PARTIES ? t('orders.notifyPartiesMax') : null}
            />
          </>
        )}
      </Form.List>
    </FormSection>
  );
}
