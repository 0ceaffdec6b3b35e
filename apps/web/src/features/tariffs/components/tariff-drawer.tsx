import type { Tariff, TariffKind, TariffVariant } from '@cargo/domain';
import { Form, Spin, type FormInstance } from 'antd';
import { useState } from 'react';
import { applyFieldErrors, FormDrawer, useEditVersion } from '../../../shared/forms';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { useNotify } from '../../../shared/ui';
import { useContainerTypes } from '../api/container-types';
import { useCurrencyDigits } from '../../../shared/references';
import { fetchTariff, useSaveTariff } from '../api/save-tariff';
import { checkTariff, formPathOf, type FormProblem } from '../lib/form-check';
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
  const notify = useNotify();
  const [form] = Form.useForm<TariffFormValues>();
  const [problems, setProblems] = useState<string[]>([]);
  const currencies = useCurrencyDigits();
  const containers = useContainerTypes(operator);
  const save = useSaveTariff(kind);
  const edit = useEditVersion(
    tariff?.version,
    () => fetchTariff(kind, tariff!.id),
    (fresh) => {
      form.resetFields();
      const values = formValuesOf(kind, fresh, currencies.digitsOf(fresh.currency), containers.mainIds);
      setInitialValues(values);
      form.setFieldsValue(values);
      show([]);
    },
  );
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

  /** Shows the problems: each at its field, those no field shows above the buttons. */
  function show(found: readonly FormProblem[]) {
    // Paths into the lines' list and the ends are not keys of the values' type: set by path.
    const fields: FormInstance = form;
    const stale = fields.getFieldsError().filter((field) => field.errors.length);
    fields.setFields(stale.map((field) => ({ name: field.name, errors: [] })));
    const placed = found.filter((problem) => problem.name);
    fields.setFields(placed.map((problem) => ({ name: problem.name!, errors: [t(problem.key, problem.params)] })));
    setProblems(found.filter((problem) => !problem.name).map((problem) => t(problem.key, problem.params)));
  }

  async function submit() {
    const values = form.getFieldsValue(true) as TariffFormValues;
    const context: TariffFormContext = {
      kind,
      variant,
      currencyDigits: currencies.digitsOf(values.currency),
      operator,
    };
    const check = checkTariff(context, values);
    show(check.problems);
    if (!check.input) return;
    try {
      await save.mutateAsync({ id: tariff?.id, input: check.input, version: edit.version });
      notify.success(tariff ? t('admin.common.saved') : t('tariffScreens.form.created'));
      onClose();
    } catch (error) {
      if (edit.conflicted(error)) return;
      if (!isApiError(error)) throw error;
      const unplaced = applyFieldErrors(form, error, (path) => formPathOf(context, path, check.rows));
      if (unplaced.length || !error.fieldErrors.length) setProblems(unplaced.length ? unplaced : [error.message]);
    }
  }

  const title = tariff
    ? t('tariffScreens.form.editTitle', { id: tariff.id })
    : t('tariffScreens.form.createTitle', { variant: t(variantLabel(variant)) });

  return (
    <FormDrawer
      open={open}
      onClose={onClose}
      title={title}
      width={720}
      submitLabel={tariff ? t('admin.common.save') : t('tariffScreens.form.create')}
      submitting={save.isPending}
      onSubmit={readOnly || !initialValues ? undefined : () => form.submit()}
      problems={problems}
      notice={edit.notice}
    >
      {initialValues ? (
        <TariffForm
          form={form}
          kind={kind}
          variant={variant}
          operator={operator}
          editing={tariff !== null}
          readOnly={readOnly}
          saving={save.isPending}
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
