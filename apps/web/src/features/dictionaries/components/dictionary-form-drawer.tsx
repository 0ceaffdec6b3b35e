import { Form } from 'antd';
import { useState } from 'react';
import { applyFieldErrors, FormDrawer, useEditVersion } from '../../../shared/forms';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { useNotify } from '../../../shared/ui';
import { useSaveRow } from '../api/save-row';
import { screenApi } from '../api/screen-api';
import { valueAt } from '../definitions/common';
import type { FormValues, ScreenDefinition, ScreenRow } from '../definitions/types';
import { FormField } from './form-field';

export interface DictionaryFormDrawerProps {
  screen: ScreenDefinition;
  open: boolean;
  /** The row being edited; null adds one. */
  row: ScreenRow | null;
  operator: boolean;
  onClose: () => void;
}

/**
 * Adds or edits a row of any dictionary screen: the fields of its definition, each entered as
 * its kind says and checked by the contract's rule; the rules across fields before sending; the
 * server's field errors next to their fields. Mounted afresh (by key) for each opening.
 */
export function DictionaryFormDrawer({ screen, open, row, operator, onClose }: DictionaryFormDrawerProps) {
  const t = useT();
  const notify = useNotify();
  const [form] = Form.useForm<FormValues>();
  const [problems, setProblems] = useState<string[]>([]);
  const save = useSaveRow(screen.source);
  const editing = row !== null;
  // Entries and currencies keep a version (hubs do not): the save sends it, a 412 offers Reload.
  const edit = useEditVersion(
    row && typeof row.version === 'number' ? row.version : undefined,
    async () => (row ? ((await screenApi(screen.source).read?.(screen.keyOf(row))) as { version: number }) : undefined),
    (fresh) => {
      form.resetFields();
      form.setFieldsValue(screen.formOf(fresh as ScreenRow));
    },
  );

  async function submit() {
    setProblems([]);
    const body = screen.bodyOf(form.getFieldsValue(true) as FormValues);
    const found = screen.check?.(body) ?? [];
    if (found.length) {
      form.setFields(found.map((problem) => ({ name: problem.name, errors: [t(problem.key, problem.params)] })));
      return;
    }
    try {
      await save.mutateAsync({ key: row ? screen.keyOf(row) : undefined, body, version: edit.version });
      notify.success(editing ? t('admin.common.saved') : t('dictionaries.form.created'));
      onClose();
    } catch (error) {
      if (edit.conflicted(error)) return;
      if (!isApiError(error)) throw error;
      const unplaced = applyFieldErrors(form, error);
      if (unplaced.length || !error.fieldErrors.length) setProblems(unplaced.length ? unplaced : [error.message]);
    }
  }

  return (
    <FormDrawer
      open={open}
      onClose={onClose}
      title={editing ? t('dictionaries.form.editTitle') : t('dictionaries.form.createTitle')}
      submitLabel={editing ? t('admin.common.save') : t('dictionaries.form.create')}
      submitting={save.isPending}
      onSubmit={() => form.submit()}
      problems={problems}
      notice={edit.notice}
    >
      <Form<FormValues>
        form={form}
        initialValues={screen.formOf(row)}
        layout="vertical"
        onFinish={() => void submit()}
        requiredMark
        disabled={save.isPending}
      >
        {screen.fields.map((field) => (
          <FormField
            key={field.name.join('.')}
            field={field}
            operator={operator}
            editing={editing}
            optionLabel={field.kind === 'city' && row ? String(valueAt(row, ['city', 'name']) ?? '') : undefined}
          />
        ))}
      </Form>
    </FormDrawer>
  );
}
