export * from './normalize.js';
export * from './place-index.js';
