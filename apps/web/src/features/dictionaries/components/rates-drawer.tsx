import { exchangeRateInputSchema, type ExchangeRate } from '@cargo/domain';
import { Button, DatePicker, Drawer, Form, Input, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { applyFieldErrors, FormError, zodRule } from '../../../shared/forms';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { formatDay } from '../../../shared/lib/format-date';
import { useIsDesktop } from '../../../shared/lib/use-media-query';
import { useNotify } from '../../../shared/ui';
import { useAddRate } from '../api/add-rate';
import { RATES_PAGE_SIZE, useRates } from '../api/list-rates';
import { formatRate } from '../../../shared/lib/format-number';
import { DetailTable } from '../../../shared/lists';

interface RateFormValues {
  rate: string;
  validFrom: Dayjs | null;
}

/** A currency's exchange rates to the rouble: the history, newest first, and a new rate from a day on. */
export function RatesDrawer({ code, open, onClose }: { code: string; open: boolean; onClose: () => void }) {
  const t = useT();
  const notify = useNotify();
  const isDesktop = useIsDesktop();
  const [form] = Form.useForm<RateFormValues>();
  const [page, setPage] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const rates = useRates(code, page);
  const add = useAddRate();

  async function submit(values: RateFormValues) {
    setProblem(null);
    try {
      const rate = values.rate.trim().replace(',', '.');
      await add.mutateAsync({ code, input: { rate, validFrom: (values.validFrom ?? dayjs()).format('YYYY-MM-DD') } });
      notify.success(t('dictionaries.rates.added'));
      form.resetFields();
      setPage(0);
    } catch (error) {
      if (!isApiError(error)) throw error;
      const unplaced = applyFieldErrors(form, error);
      if (unplaced.length || !error.fieldErrors.length) setProblem(unplaced.join(' ') || error.message);
    }
  }

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={isDesktop ? 520 : '100%'}
      title={t('dictionaries.rates.title', { code })}
    >
      <Typography.Paragraph type="secondary">{t('dictionaries.rates.hint')}</Typography.Paragraph>
      <Form<RateFormValues>
        form={form}
        layout="vertical"
        className="dictionary-rate-form"
        initialValues={{ rate: '', validFrom: dayjs() }}
        onFinish={(values) => void submit(values)}
        disabled={add.isPending}
      >
        <Form.Item
          name="rate"
          label={t('dictionaries.field.rate')}
          required
          rules={[zodRule(exchangeRateInputSchema.shape.rate, t)]}
          normalize={(value: string) => value.replace(',', '.')}
        >
          <Input inputMode="decimal" autoComplete="off" placeholder="81.50" />
        </Form.Item>
        <Form.Item name="validFrom" label={t('dictionaries.field.validFrom')} required>
          <DatePicker format="DD.MM.YYYY" allowClear={false} />
        </Form.Item>
        <Form.Item label=" " className="dictionary-rate-submit">
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            {t('dictionaries.rates.add')}
          </Button>
        </Form.Item>
      </Form>
      <FormError message={problem} />
      <DetailTable<ExchangeRate>
        rowKey="id"
        size="small"
        loading={rates.isFetching}
        dataSource={rates.data?.items}
        locale={{ emptyText: t('dictionaries.rates.empty') }}
        pagination={{
          current: page + 1,
          pageSize: RATES_PAGE_SIZE,
          total: rates.data?.total ?? 0,
          size: 'small',
          hideOnSinglePage: true,
          onChange: (next) => setPage(next - 1),
        }}
        columns={[
          {
            key: 'validFrom',
            title: t('dictionaries.field.validFrom'),
            render: (_, rate) => formatDay(rate.validFrom),
          },
          {
            key: 'rate',
            title: t('dictionaries.field.rate'),
            align: 'right',
            render: (_, rate) => formatRate(rate.rate),
          },
        ]}
      />
    </Drawer>
  );
}
