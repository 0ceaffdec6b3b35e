import { Form, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { isApiError } from '../http';
import { useT } from '../i18n';
import { useNotify } from '../ui/use-notify';
import type { FormProblem } from './form-problem';
import { useEditVersion } from './use-edit-version';
import { applyFieldErrors, type FieldPath } from './zod-rule';

/** An edited object that keeps a version (docs/decisions.md D94): what a 412's Reload reads. */
export interface VersionedEdit<Values, Fresh extends { version: number }> {
  /** The version the object was read at; undefined for a new one. */
  read: number | undefined;
  /** Reads the object as it is now. */
  reload: () => Promise<Fresh | null | undefined>;
  /** The form's values of the object read again. */
  valuesOf: (fresh: Fresh) => Values;
  /** Anything else the drawer keeps of it (its title, the values a reset goes back to). */
  onReloaded?: (fresh: Fresh, values: Values) => void;
}

export interface FormDrawerOptions<Values, Fresh extends { version: number }> {
  open: boolean;
  onClose: () => void;
  /** The drawer stays open after a save (an organization's bank details follow in it). */
  staysOpen?: boolean;
  /** Only for objects that keep a version: the save sends it as If-Match, a 412 offers Reload. */
  version?: VersionedEdit<Values, Fresh>;
}

export interface SaveOptions<Saved> {
  /** What the user is told once it is saved. */
  success: string | ((saved: Saved) => string);
  /** Where the form shows the API's field error of a body's path (see `applyFieldErrors`). */
  formPath?: (path: FieldPath) => FieldPath | undefined;
  /** After the notice, before the drawer closes. */
  onSaved?: (saved: Saved) => void;
}

export interface FormDrawerState<Values> {
  form: FormInstance<Values>;
  /** Every value of the form, its hidden fields too. */
  values: () => Values;
  /**
   * Shows the problems found before sending, each at its field and those no field shows above the
   * buttons, in place of those shown before; true when there are none.
   */
  check: (found: readonly FormProblem[]) => boolean;
  /**
   * Sends with the version read (`send` gets it), then tells the user and closes the drawer. A
   * refusal puts the API's field errors at their fields and the rest above the buttons; a 412
   * shows the conflict with Reload, keeping the input. Answers what was saved, or undefined.
   */
  save: <Saved>(
    send: (version: number | undefined) => Promise<Saved>,
    options: SaveOptions<Saved>,
  ) => Promise<Saved | undefined>;
  saving: boolean;
  /** For `FormDrawer`: its state. */
  props: {
    open: boolean;
    onClose: () => void;
    form: FormInstance;
    submitting: boolean;
    staysOpen?: boolean;
    problems: readonly string[];
    notice: ReactNode;
  };
}

const unversioned = async () => undefined;

/**
 * Everything an add/edit drawer does around its fields, done once: the form instance, the checks
 * before sending, the save with its version, the notice, closing, and the server's refusals mapped
 * onto the fields. The drawer is mounted afresh for each opening (`useDrawer`), so it resets by
 * starting again; the mutation it sends with refreshes the lists (its query keys).
 */
export function useFormDrawer<Values, Fresh extends { version: number } = { version: number }>({
  open,
  onClose,
  staysOpen,
  version,
}: FormDrawerOptions<Values, Fresh>): FormDrawerState<Values> {
  const t = useT();
  const notify = useNotify();
  const [form] = Form.useForm<Values>();
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const edit = useEditVersion<Fresh>(version?.read, version?.reload ?? unversioned, (fresh) => {
    const values = version!.valuesOf(fresh);
    version!.onReloaded?.(fresh, values);
    form.resetFields();
    form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);
    check([]);
  });
  // Paths into lists are not keys of the values' type: fields are set by path.
  const fields: FormInstance = form;

  function check(found: readonly FormProblem[]): boolean {
    const stale = fields.getFieldsError().filter((field) => field.errors.length);
    fields.setFields(stale.map((field) => ({ name: field.name, errors: [] })));
    const placed = found.filter((problem) => problem.name);
    fields.setFields(placed.map((problem) => ({ name: problem.name!, errors: [t(problem.key, problem.params)] })));
    setProblems(found.filter((problem) => !problem.name).map((problem) => t(problem.key, problem.params)));
    return found.length === 0;
  }

  async function save<Saved>(
    send: (version: number | undefined) => Promise<Saved>,
    options: SaveOptions<Saved>,
  ): Promise<Saved | undefined> {
    setProblems([]);
    setSaving(true);
    let saved: Saved;
    try {
      saved = await send(edit.version);
    } catch (error) {
      if (version && edit.conflicted(error)) return undefined;
      if (!isApiError(error)) throw error;
      const unplaced = applyFieldErrors(form, error, options.formPath);
      if (unplaced.length || !error.fieldErrors.length) setProblems(unplaced.length ? unplaced : [error.message]);
      return undefined;
    } finally {
      setSaving(false);
    }
    notify.success(typeof options.success === 'function' ? options.success(saved) : options.success);
    options.onSaved?.(saved);
    if (!staysOpen) onClose();
    return saved;
  }

  return {
    form,
    values: () => form.getFieldsValue(true) as Values,
    check,
    save,
    saving,
    props: { open, onClose, form, submitting: saving, staysOpen, problems, notice: edit.notice },
  };
}
