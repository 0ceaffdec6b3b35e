import type { Commission } from '@cargo/domain';
import { Spin } from 'antd';
import { useState } from 'react';
import { FormDrawer, useFormDrawer } from '../../../shared/forms';
import { useT } from '../../../shared/i18n';
import { useCurrencyDigits } from '../../../shared/references';
import { fetchCommission, useSaveCommission } from '../api/save-commission';
import { checkCommission, formPathOf } from '../lib/form-check';
import { formValuesOf, newFormValues, type CommissionFormValues } from '../lib/form-values';
import { cargoTypeLabel, variantLabel } from '../lib/labels';
import { CommissionForm } from './commission-form';

export interface CommissionDrawerProps {
  open: boolean;
  /** The rule opened; null adds one. */
  commission: Commission | null;
  operator: boolean;
  /** A partner's organization, which its new rules apply to; none for operators, who choose. */
  ownOrganizationId: number | null;
  onClose: () => void;
}

/**
 * Adds, edits or shows a rule (read-only when it is not the user's to change). The form is
 * checked as the API will check it (the contract and `commissionInputIssues`), each problem next
 * to its field; the API's field errors ("already set" on the cargo type) land on the same
 * fields. Mounted afresh (by key) for each opening; it waits for the currencies' decimals.
 */
export function CommissionDrawer({ open, commission, operator, ownOrganizationId, onClose }: CommissionDrawerProps) {
  const t = useT();
  const currencies = useCurrencyDigits();
  const save = useSaveCommission();
  const drawer = useFormDrawer<CommissionFormValues, Commission>({
    open,
    onClose,
    version: {
      read: commission?.version,
      reload: () => fetchCommission(commission!.id),
      valuesOf: (fresh) => formValuesOf(fresh, currencies.digitsOf(fresh.currency)),
      onReloaded: (_fresh, values) => setInitialValues(values),
    },
  });
  const context = { operator };
  const readOnly = commission !== null && !commission.editable;
  const [initialValues, setInitialValues] = useState<CommissionFormValues | null>(null);
  // The values are made once, as soon as the decimals have arrived.
  if (currencies.ready && !initialValues)
    setInitialValues(
      commission
        ? formValuesOf(commission, currencies.digitsOf(commission.currency))
        : newFormValues(context, ownOrganizationId),
    );

  async function submit() {
    const values = drawer.values();
    const check = checkCommission(context, values, currencies.digitsOf(values.currency));
    drawer.check(check.problems);
    const input = check.input;
    if (!input) return;
    await drawer.save((version) => save.mutateAsync({ id: commission?.id, input, version }), {
      success: commission ? t('admin.common.saved') : t('commission.form.created'),
      formPath: (path) => formPathOf(context, path),
    });
  }

  const title = commission
    ? t('commission.form.editTitle', {
        variant: t(variantLabel(commission.integrator)),
        cargoType: t(cargoTypeLabel(commission.cargoType)),
      })
    : t('commission.form.createTitle');

  return (
    <FormDrawer
      {...drawer.props}
      title={title}
      width={640}
      submitLabel={
        readOnly || !initialValues ? undefined : commission ? t('admin.common.save') : t('commission.form.create')
      }
    >
      {initialValues ? (
        <CommissionForm
          form={drawer.form}
          operator={operator}
          editing={commission !== null}
          readOnly={readOnly}
          saving={drawer.saving}
          initialValues={initialValues}
          digitsOf={currencies.digitsOf}
          onFinish={() => void submit()}
        />
      ) : (
        <Spin />
      )}
    </FormDrawer>
  );
}
