export * from './definition.js';
export * from './catalog.js';
export * from './list-fields.js';
export * from './currency-list.js';
