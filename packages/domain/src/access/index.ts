export * from './roles.js';
export * from './organization.js';
export * from './rates-tabs.js';
export * from './routes.js';
export * from './membership.js';
export * from './two-factor-policy.js';
