import type { Tariff, TariffKind, TariffVariant } from '@cargo/domain';
import { Spin } from 'antd';
import { useState } from 'react';
import { FormDrawer, useFormDrawer } from '../../../shared/forms';
import { useT } from '../../../shared/i18n';
import { useContainerTypes } from '../api/container-types';
import { useCurrencyDigits } from '../../../shared/references';
import { fetchTariff, useSaveTariff } from '../api/save-tariff';
import { checkTariff, formPathOf } from '../lib/form-check';
import { formValuesOf, newFormValues, type TariffFormContext, type TariffFormValues } from '../lib/form-values';
import { variantLabel } from '../lib/labels';
import { TariffForm } from './tariff-form';
import { todayIso } from '../../../shared/lib/days';

export interface TariffDrawerProps {
  kind: TariffKind;
  /** The tab a new tariff is added in, or the edited tariff's. */
  variant: TariffVariant;
  open: boolean;
  /** The tariff opened; null adds one. */
  tariff: Tariff | null;
  operator: boolean;
  onClose: () => void;
}

/**
 * Adds, edits or shows a tariff (read-only when it is not the user's to change). The form is
 * checked as the API will check it (the contract and the kind's rules of the domain), each
 * problem next to its field; the API's field errors land on the same fields. Mounted afresh
 * (by key) for each opening; the form waits for the currencies' decimals and the container types.
 */
export function TariffDrawer({ kind, variant, open, tariff, operator, onClose }: TariffDrawerProps) {
  const t = useT();
  const currencies = useCurrencyDigits();
  const containers = useContainerTypes(operator);
  const save = useSaveTariff(kind);
  const drawer = useFormDrawer<TariffFormValues, Tariff>({
    open,
    onClose,
    version: {
      read: tariff?.version,
      reload: () => fetchTariff(kind, tariff!.id),
      valuesOf: (fresh) => formValuesOf(kind, fresh, currencies.digitsOf(fresh.currency), containers.mainIds),
      onReloaded: (_fresh, values) => setInitialValues(values),
    },
  });
  const readOnly = tariff !== null && !tariff.editable;
  const ready = currencies.ready && containers.ready;
  const [initialValues, setInitialValues] = useState<TariffFormValues | null>(null);
  // The values are made once, as soon as what they need has arrived.
  if (ready && !initialValues) setInitialValues(initial());

  function initial(): TariffFormValues {
    return tariff
      ? formValuesOf(kind, tariff, currencies.digitsOf(tariff.currency), containers.mainIds)
      : newFormValues(kind, variant, todayIso(), containers.mainIds);
  }

  async function submit() {
    const values = drawer.values();
    const context: TariffFormContext = {
      kind,
      variant,
      currencyDigits: currencies.digitsOf(values.currency),
      operator,
    };
    const check = checkTariff(context, values);
    drawer.check(check.problems);
    const input = check.input;
    if (!input) return;
    await drawer.save((version) => save.mutateAsync({ id: tariff?.id, input, version }), {
      success: tariff ? t('admin.common.saved') : t('tariffScreens.form.created'),
      formPath: (path) => formPathOf(context, path, check.rows),
    });
  }

  const title = tariff
    ? t('tariffScreens.form.editTitle', { id: tariff.id })
    : t('tariffScreens.form.createTitle', { variant: t(variantLabel(variant)) });

  return (
    <FormDrawer
      {...drawer.props}
      title={title}
      width={720}
      submitLabel={
        readOnly || !initialValues ? undefined : tariff ? t('admin.common.save') : t('tariffScreens.form.create')
      }
    >
      {initialValues ? (
        <TariffForm
          form={drawer.form}
          kind={kind}
          variant={variant}
          operator={operator}
          editing={tariff !== null}
          readOnly={readOnly}
          saving={drawer.saving}
          initialValues={initialValues}
          containers={containers}
          digitsOf={currencies.digitsOf}
          onFinish={() => void submit()}
        />
      ) : (
        <Spin />
      )}
    </FormDrawer>
  );
}
