import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_NOTIFY_PARTIES } from '@cargo/domain';
import { Button, Form } from 'antd';
import { useT } from '../../../shared/i18n';
import { emptyParty } from '../lib/booking-values';
import { FormSection } from './form-section';
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
        {(fields, { add, remove }, { errors }) => {
          const full = fields.length >= MAX_NOTIFY_PARTIES;
          return (
            <>
              {fields.map((field, index) => (
                <div
                  key={field.key}
                  className="orders-subsection"
                  role="group"
                  aria-label={t('orderScreens.booking.notifyParty', { number: index + 1 })}
                >
                  <div className="orders-subsection-head">
                    <span className="orders-subsection-title">
                      {t('orderScreens.booking.notifyParty', { number: index + 1 })}
                    </span>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined aria-hidden="true" />}
                      onClick={() => remove(field.name)}
                    >
                      {t('orderScreens.remove')}
                    </Button>
                  </div>
                  <PartyFields prefix={[field.name]} />
                </div>
              ))}
              <Form.ErrorList errors={errors} />
              <div className="orders-add-row">
                <Button icon={<PlusOutlined aria-hidden="true" />} disabled={full} onClick={() => add(emptyParty())}>
                  {t('orderScreens.booking.addNotifyParty')}
                </Button>
                {full ? (
                  <span className="orders-muted" role="status">
                    {t('orders.notifyPartiesMax')}
                  </span>
                ) : null}
              </div>
            </>
          );
        }}
      </Form.List>
    </FormSection>
  );
}
