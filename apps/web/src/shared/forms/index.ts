export { applyFieldErrors, zodRule, type FieldPath } from './zod-rule';
export { FormError } from './form-error';
export { CONFIRM_PASSWORD_FIELD, NewPasswordFields } from './new-password-fields';
export { FormDrawer, type FormDrawerProps } from './form-drawer';
export type { FormProblem } from './form-problem';
export { useEditVersion, type EditVersion } from './use-edit-version';
export {
  useFormDrawer,
  type FormDrawerOptions,
  type FormDrawerState,
  type SaveOptions,
  type VersionedEdit,
} from './use-form-drawer';
