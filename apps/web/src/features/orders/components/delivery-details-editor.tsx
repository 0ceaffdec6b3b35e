import { majorToMinor, minorToMajor, PAYMENT_STATES, type PaymentState } from '@cargo/domain';
import { Form, Input, InputNumber, Select } from 'antd';
import { useT } from '../../../shared/i18n';
import { useCurrencyDigits } from '../../../shared/references';
import { useSetExternalId } from '../api/set-external-id';
import { useSetManualCost } from '../api/set-manual-cost';
import { useSetPaymentState } from '../api/set-payment-state';
import { paymentLabel } from '../lib/labels';
import { EditorDialog, useEditorSave, type DeliveryEditorProps } from './editor-dialog';

interface DetailsValues {
  costAmount: number | null;
  costCurrency: string | null;
  externalId: string;
  paymentState: PaymentState;
}

/**
 * The carrier's side of a delivery order: its cost typed by hand (when it differs from the booked
 * one), its own number, and whether it is paid. Each changed value is saved by its own call.
 */
export function DeliveryDetailsEditor({ delivery, open, onClose }: DeliveryEditorProps) {
  const t = useT();
  const { codes, digitsOf } = useCurrencyDigits();
  const [form] = Form.useForm<DetailsValues>();
  const cost = useSetManualCost();
  const externalId = useSetExternalId();
  const payment = useSetPaymentState();
  const { problem, run } = useEditorSave(form, onClose);
  const currency = Form.useWatch('costCurrency', form);
  const saving = cost.isPending || externalId.isPending || payment.isPending;
  const manual = delivery.manualCost;
  const initial: DetailsValues = {
    costAmount: manual ? minorToMajor(manual.amount, digitsOf(manual.currency)) : null,
    costCurrency: manual?.currency ?? delivery.cost[0]?.currency ?? 'USD',
    externalId: delivery.externalId ?? '',
    paymentState: delivery.paymentState,
  };

  const submit = (values: DetailsValues) =>
    run(async () => {
      const nextCost =
        values.costAmount === null || values.costAmount === undefined || !values.costCurrency
          ? null
          : { amount: majorToMinor(values.costAmount, digitsOf(values.costCurrency)), currency: values.costCurrency };
      if (JSON.stringify(nextCost) !== JSON.stringify(manual))
        await cost.mutateAsync({ id: delivery.id, cost: nextCost });
      const nextId = values.externalId.trim() || null;
      if (nextId !== delivery.externalId) await externalId.mutateAsync({ id: delivery.id, externalId: nextId });
      if (values.paymentState !== delivery.paymentState)
        await payment.mutateAsync({ id: delivery.id, paymentState: values.paymentState });
    });

  return (
    <EditorDialog
      open={open}
      title={t('orderScreens.delivery.editDetails', { number: delivery.number })}
      form={form}
      saving={saving}
      problem={problem}
      onClose={onClose}
    >
      <Form<DetailsValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(values) => void submit(values)}
      >
        <div className="orders-grid">
          <Form.Item name="costAmount" label={t('orderScreens.delivery.manualCost')}>
            <InputNumber<number>
              className="orders-number"
              min={0}
              precision={digitsOf(currency)}
              decimalSeparator="."
            />
          </Form.Item>
          <Form.Item name="costCurrency" label={t('orderScreens.field.currency')}>
            <Select showSearch options={codes.map((code) => ({ value: code, label: code }))} />
          </Form.Item>
          <Form.Item name="externalId" label={t('orderScreens.delivery.externalId')}>
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
          <Form.Item name="paymentState" label={t('orderScreens.delivery.payment')}>
            <Select options={PAYMENT_STATES.map((value) => ({ value, label: t(paymentLabel(value)) }))} />
          </Form.Item>
        </div>
      </Form>
    </EditorDialog>
  );
}
