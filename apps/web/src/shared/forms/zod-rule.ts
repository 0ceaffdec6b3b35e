import { issueMessage } from '@cargo/domain';
import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ZodType } from 'zod';
import type { ApiError } from '../http';
import type { Translate } from '../i18n';

/**
 * An Ant Design form rule from a contract schema of @cargo/domain (docs/architecture.md §9: forms reuse the
 * contract, never a second copy of the rule). The first issue's catalogue message is shown, in
 * the interface language; an empty input counts as missing.
 */
export function zodRule(schema: ZodType, t: Translate): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const input = value === '' ? undefined : value;
      const result = schema.safeParse(input, { reportInput: true });
      if (result.success) return;
      const issue = result.error.issues[0];
      if (!issue) return;
      const { key, params } = issueMessage(issue);
      throw new Error(t(key, params));
    },
  };
}

/** A field error's path, from the API's name (`lines.0.price`) to the form's, numbers as numbers. */
export type FieldPath = (string | number)[];

/**
 * Puts the server's field errors next to their fields; answers the errors that name no field of
 * the form, for the form to show above its buttons. `formPath` renames a path where the form's
 * values are not the body's (undefined: no field of the form shows it).
 */
export function applyFieldErrors(
  form: FormInstance,
  error: ApiError,
  formPath: (path: FieldPath) => FieldPath | undefined = (path) => path,
): string[] {
  const known = new Set(Object.keys(form.getFieldsValue(true) as object));
  const unplaced: string[] = [];
  const fields = error.fieldErrors.flatMap(({ fieldName, errorText }) => {
    const path = formPath(fieldName.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)));
    const root = path?.[0];
    if (root === undefined || !known.has(String(root))) {
      unplaced.push(errorText);
      return [];
    }
    // An item of a list of plain values (`countryCodes.3`, `roles.0`) has no field of its own:
    // the error goes under the list's field.
    const value: unknown = form.getFieldValue(root);
    const plainList = Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null);
    if (plainList) return [{ name: [root], errors: [errorText] }];
    return [{ name: path!, errors: [errorText] }];
  });
  form.setFields(fields);
  return unplaced;
}
