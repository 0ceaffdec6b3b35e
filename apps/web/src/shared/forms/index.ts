export { applyFieldErrors, zodRule } from './zod-rule';
export { FormError } from './form-error';
export { CONFIRM_PASSWORD_FIELD, NewPasswordFields } from './new-password-fields';
