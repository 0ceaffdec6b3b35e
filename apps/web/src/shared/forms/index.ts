export { applyFieldErrors, zodRule } from './zod-rule';
