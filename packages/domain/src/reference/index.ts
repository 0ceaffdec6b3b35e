export * from './enums.js';
export * from './units.js';
