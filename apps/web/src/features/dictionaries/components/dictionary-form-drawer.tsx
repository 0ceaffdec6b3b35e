import { Form } from 'antd';
import { FormDrawer, useFormDrawer } from '../../../shared/forms';
import { useT } from '../../../shared/i18n';
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
  const save = useSaveRow(screen.source);
  const editing = row !== null;
  // Entries and currencies keep a version (hubs do not): the save sends it, a 412 offers Reload.
  const drawer = useFormDrawer<FormValues, { version: number }>({
    open,
    onClose,
    version: {
      read: row && typeof row.version === 'number' ? row.version : undefined,
      reload: async () =>
        row ? ((await screenApi(screen.source).read?.(screen.keyOf(row))) as { version: number }) : undefined,
      valuesOf: (fresh) => screen.formOf(fresh as ScreenRow),
    },
  });

  async function submit() {
    const body = screen.bodyOf(drawer.values());
    if (!drawer.check(screen.check?.(body) ?? [])) return;
    await drawer.save((version) => save.mutateAsync({ key: row ? screen.keyOf(row) : undefined, body, version }), {
      success: editing ? t('admin.common.saved') : t('dictionaries.form.created'),
    });
  }

  return (
    <FormDrawer
      {...drawer.props}
      title={editing ? t('dictionaries.form.editTitle') : t('dictionaries.form.createTitle')}
      submitLabel={editing ? t('admin.common.save') : t('dictionaries.form.create')}
    >
      <Form<FormValues>
        form={drawer.form}
        initialValues={screen.formOf(row)}
        layout="vertical"
        onFinish={() => void submit()}
        requiredMark
        disabled={drawer.saving}
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
