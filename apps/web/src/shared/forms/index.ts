export { applyFieldErrors, zodRule, type FieldPath } from './zod-rule';
export { FormError } from './form-error';
export { CONFIRM_PASSWORD_FIELD, NewPasswordFields } from './new-password-fields';
export { FormDrawer, type FormDrawerProps } from './form-drawer';
export { useEditVersion, type EditVersion } from './use-edit-version';
