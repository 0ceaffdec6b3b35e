export * from './filters.js';
export * from './spec.js';
