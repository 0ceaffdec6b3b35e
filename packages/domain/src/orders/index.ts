export * from './statuses.js';
export * from './tracking.js';
export * from './booking.js';
export * from './contracts.js';
export * from './carrier-groups.js';
export * from './next-statuses.js';
export * from './delivery-work.js';
