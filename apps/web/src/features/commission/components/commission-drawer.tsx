import type { Commission } from '@cargo/domain';
import { Form, Spin, type FormInstance } from 'antd';
import { useState } from 'react';
import { applyFieldErrors, FormDrawer, useEditVersion } from '../../../shared/forms';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { useNotify } from '../../../shared/ui';
import { useCurrencyDigits } from '../../../shared/references';
import { fetchCommission, useSaveCommission } from '../api/save-commission';
import { checkCommission, formPathOf, type FormProblem } from '../lib/form-check';
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
  const notify = useNotify();
  const [form] = Form.useForm<CommissionFormValues>();
  const [problems, setProblems] = useState<string[]>([]);
  const currencies = useCurrencyDigits();
  const save = useSaveCommission();
  const edit = useEditVersion(
    commission?.version,
    () => fetchCommission(commission!.id),
    (fresh) => {
      const values = formValuesOf(fresh, currencies.digitsOf(fresh.currency));
      setInitialValues(values);
      form.resetFields();
      form.setFieldsValue(values);
      show([]);
    },
  );
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

  /** Shows the problems: each at its field, those no field shows above the buttons. */
  function show(found: readonly FormProblem[]) {
    // Paths into the ranges' list are not keys of the values' type: set by path.
    const fields: FormInstance = form;
    const stale = fields.getFieldsError().filter((field) => field.errors.length);
    fields.setFields(stale.map((field) => ({ name: field.name, errors: [] })));
    const placed = found.filter((problem) => problem.name);
    fields.setFields(placed.map((problem) => ({ name: problem.name!, errors: [t(problem.key, problem.params)] })));
    setProblems(found.filter((problem) => !problem.name).map((problem) => t(problem.key, problem.params)));
  }

  async function submit() {
    const values = form.getFieldsValue(true) as CommissionFormValues;
    const check = checkCommission(context, values, currencies.digitsOf(values.currency));
    show(check.problems);
    if (!check.input) return;
    try {
      await save.mutateAsync({ id: commission?.id, input: check.input, version: edit.version });
      notify.success(commission ? t('admin.common.saved') : t('commission.form.created'));
      onClose();
    } catch (error) {
      if (edit.conflicted(error)) return;
      if (!isApiError(error)) throw error;
      const unplaced = applyFieldErrors(form, error, (path) => formPathOf(context, path));
      if (unplaced.length || !error.fieldErrors.length) setProblems(unplaced.length ? unplaced : [error.message]);
    }
  }

  const title = commission
    ? t('commission.form.editTitle', {
        variant: t(variantLabel(commission.integrator)),
        cargoType: t(cargoTypeLabel(commission.cargoType)),
      })
    : t('commission.form.createTitle');

  return (
    <FormDrawer
      open={open}
      onClose={onClose}
      title={title}
      width={640}
      submitLabel={commission ? t('admin.common.save') : t('commission.form.create')}
      submitting={save.isPending}
      onSubmit={readOnly || !initialValues ? undefined : () => form.submit()}
      problems={problems}
      notice={edit.notice}
    >
      {initialValues ? (
        <CommissionForm
          form={form}
          operator={operator}
          editing={commission !== null}
          readOnly={readOnly}
          saving={save.isPending}
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
