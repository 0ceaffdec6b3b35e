import {
  BANK_DIGITS,
  bankDetailsInputSchema,
  type BankDetails,
  type BankDetailsInput,
  type MessageKey,
} from '@cargo/domain';
import { Alert, Button, Col, Form, Input, InputNumber, Row, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { applyFieldErrors, useEditVersion, zodRule } from '../../../shared/forms';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { useNotify } from '../../../shared/ui';
import { QueryError } from '../../../shared/ui/query-error';
import { useCreateBankDetails } from '../api/create-bank-details';
import { useBankDetails } from '../api/get-bank-details';
import { useUpdateBankDetails } from '../api/update-bank-details';
import type { EditMode } from './edit-mode';

type DigitField = keyof typeof BANK_DIGITS;

interface BankDetailsFormValues {
  bankName: string;
  accountNumber: string;
  corrAccount: string;
  inn: string;
  bik: string;
  ogrn: string;
  kpp: string;
  rrc: string;
  legalAddress: string;
  actualAddress: string;
  conversionPercent: number | null;
  clientLimit: number | null;
}

const rules = bankDetailsInputSchema.shape;

/** The digit fields in the order a Russian bank card lists them. */
const DIGIT_FIELDS: readonly DigitField[] = ['inn', 'kpp', 'ogrn', 'bik', 'accountNumber', 'corrAccount', 'rrc'];

const LABELS: Record<DigitField, MessageKey> = {
  inn: 'admin.bank.inn',
  kpp: 'admin.bank.kpp',
  ogrn: 'admin.bank.ogrn',
  bik: 'admin.bank.bik',
  accountNumber: 'admin.bank.accountNumber',
  corrAccount: 'admin.bank.corrAccount',
  rrc: 'admin.bank.rrc',
};

function valuesOf(details: BankDetails | null): BankDetailsFormValues {
  return {
    bankName: details?.bankName ?? '',
    accountNumber: details?.accountNumber ?? '',
    corrAccount: details?.corrAccount ?? '',
    inn: details?.inn ?? '',
    bik: details?.bik ?? '',
    ogrn: details?.ogrn ?? '',
    kpp: details?.kpp ?? '',
    rrc: details?.rrc ?? '',
    legalAddress: details?.legalAddress ?? '',
    actualAddress: details?.actualAddress ?? '',
    conversionPercent: details?.conversionPercent ?? null,
    clientLimit: details?.clientLimit ?? null,
  };
}

const text = (value: string) => value.trim() || null;

function inputOf(values: BankDetailsFormValues): BankDetailsInput {
  return {
    bankName: text(values.bankName),
    accountNumber: text(values.accountNumber),
    corrAccount: text(values.corrAccount),
    inn: text(values.inn),
    bik: text(values.bik),
    ogrn: text(values.ogrn),
    kpp: text(values.kpp),
    rrc: text(values.rrc),
    legalAddress: text(values.legalAddress),
    actualAddress: text(values.actualAddress),
    conversionPercent: values.conversionPercent ?? null,
    clientLimit: values.clientLimit ?? null,
  };
}

/**
 * An organization's bank and tax details: exact digit counts from the contract, POST the first
 * time and PUT after. The platform's terms (conversion percent, client limit) are an operator's.
 */
export function BankDetailsForm({ organizationId, mode }: { organizationId: number; mode: EditMode }) {
  const t = useT();
  const notify = useNotify();
  const [form] = Form.useForm<BankDetailsFormValues>();
  const [problems, setProblems] = useState<string[]>([]);
  const details = useBankDetails(organizationId);
  const create = useCreateBankDetails();
  const update = useUpdateBankDetails();
  // The form follows the query: Reload refetches it, and the effect below puts the values in.
  const edit = useEditVersion(details.data?.version, async () => (await details.refetch()).data);
  const saving = create.isPending || update.isPending;
  const readOnly = mode === 'readOnly';
  const operatorField = mode !== 'operator';
  const operatorHint = mode === 'partnerAdmin' ? t('admin.organizations.operatorField') : undefined;

  useEffect(() => {
    if (details.data !== undefined) form.setFieldsValue(valuesOf(details.data));
  }, [details.data, form]);

  if (details.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (details.isError) return <QueryError error={details.error} onRetry={() => void details.refetch()} />;
  const exists = details.data !== null;

  async function submit(values: BankDetailsFormValues) {
    setProblems([]);
    const input = inputOf(values);
    try {
      if (exists) await update.mutateAsync({ organizationId, input, version: edit.version });
      else await create.mutateAsync({ organizationId, input });
      notify.success(t('admin.bank.saved'));
    } catch (error) {
      if (edit.conflicted(error)) return;
      if (!isApiError(error)) throw error;
      const unplaced = applyFieldErrors(form, error);
      if (unplaced.length || !error.fieldErrors.length) setProblems(unplaced.length ? unplaced : [error.message]);
      // Someone else filled them in meanwhile: show theirs, the next save replaces them.
      if (error.status === 409 || error.status === 404) void details.refetch();
    }
  }

  return (
    <Form<BankDetailsFormValues>
      form={form}
      layout="vertical"
      className="bank-details-form"
      initialValues={valuesOf(details.data)}
      onFinish={submit}
      disabled={readOnly || saving}
    >
      {edit.notice}
      {!exists && !readOnly ? <Alert type="info" showIcon title={t('admin.bank.none')} className="form-alert" /> : null}
      <Row gutter={16}>
        <Col xs={24}>
          <Form.Item name="bankName" label={t('admin.bank.bankName')} rules={[zodRule(rules.bankName, t)]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        {DIGIT_FIELDS.map((field) => (
          <Col xs={24} md={12} key={field}>
            <Form.Item name={field} label={t(LABELS[field])} rules={[zodRule(rules[field], t)]}>
              <Input
                inputMode="numeric"
                autoComplete="off"
                maxLength={BANK_DIGITS[field]}
                showCount
                placeholder={'0'.repeat(BANK_DIGITS[field])}
              />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24}>
          <Form.Item name="legalAddress" label={t('admin.bank.legalAddress')} rules={[zodRule(rules.legalAddress, t)]}>
            <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item
            name="actualAddress"
            label={t('admin.bank.actualAddress')}
            rules={[zodRule(rules.actualAddress, t)]}
          >
            <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="conversionPercent"
            label={t('admin.bank.conversionPercent')}
            rules={[zodRule(rules.conversionPercent, t)]}
            extra={operatorHint}
          >
            <InputNumber min={0} max={100} step={0.1} suffix="%" disabled={operatorField || readOnly} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="clientLimit"
            label={t('admin.bank.clientLimit')}
            rules={[zodRule(rules.clientLimit, t)]}
            extra={operatorHint}
          >
            <InputNumber min={0} precision={0} step={1} disabled={operatorField || readOnly} />
          </Form.Item>
        </Col>
      </Row>
      {problems.length ? <Alert type="error" showIcon title={problems.join(' ')} /> : null}
      {readOnly ? null : (
        <div className="form-actions">
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('admin.bank.save')}
          </Button>
        </div>
      )}
    </Form>
  );
}
