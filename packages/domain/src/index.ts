export * from './languages.js';
export * from './errors.js';
export * from './messages/index.js';
export * from './validation/issues.js';
export * from './contracts/common.js';
export * from './contracts/health.js';
export * from './contracts/l10n.js';
export * from './access/index.js';
