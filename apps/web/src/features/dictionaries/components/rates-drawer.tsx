import { exchangeRateInputSchema, type ExchangeRate } from '@cargo/domain';
import { Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { FormError, useFormDrawer, zodRule } from '../../../shared/forms';
import { useT } from '../../../shared/i18n';
import { todayIso } from '../../../shared/lib/days';
import { formatDay } from '../../../shared/lib/format-date';
import { SideDrawer } from '../../../shared/ui';
import { DayField } from '../../../shared/ui/date-fields';
import { useAddRate } from '../api/add-rate';
import { RATES_PAGE_SIZE, useRates } from '../api/list-rates';
import { formatRate } from '../../../shared/lib/format-number';
import { DetailTable } from '../../../shared/lists';

interface RateFormValues {
  rate: string;
  validFrom: string | null;
}

/** A currency's exchange rates to the rouble: the history, newest first, and a new rate from a day on. */
export function RatesDrawer({ code, open, onClose }: { code: string; open: boolean; onClose: () => void }) {
  const t = useT();
  // The drawer is the history; the form adds to it and stays, emptied, for the next rate.
  const drawer = useFormDrawer<RateFormValues>({ open, onClose, staysOpen: true });
  const [page, setPage] = useState(0);
  const rates = useRates(code, page);
  const add = useAddRate();

  async function submit(values: RateFormValues) {
    const rate = values.rate.trim().replace(',', '.');
    const input = { rate, validFrom: values.validFrom ?? todayIso() };
    await drawer.save(() => add.mutateAsync({ code, input }), {
      success: t('dictionaries.rates.added'),
      onSaved: () => {
        drawer.form.resetFields();
        setPage(0);
      },
    });
  }

  return (
    <SideDrawer open={open} onClose={onClose} width={520} title={t('dictionaries.rates.title', { code })}>
      <Typography.Paragraph type="secondary">{t('dictionaries.rates.hint')}</Typography.Paragraph>
      <Form<RateFormValues>
        form={drawer.form}
        layout="vertical"
        className="dictionary-rate-form"
        initialValues={{ rate: '', validFrom: todayIso() }}
        onFinish={(values) => void submit(values)}
        disabled={drawer.saving}
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
          <DayField allowClear={false} />
        </Form.Item>
        <Form.Item label=" " className="dictionary-rate-submit">
          <Button type="primary" htmlType="submit" loading={drawer.saving}>
            {t('dictionaries.rates.add')}
          </Button>
        </Form.Item>
      </Form>
      <FormError message={drawer.props.problems.join(' ')} />
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
    </SideDrawer>
  );
}
