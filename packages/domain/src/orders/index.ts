export * from './statuses.js';
export * from './tracking.js';
export * from './booking.js';
export * from './contracts.js';
export * from './carrier-groups.js';
