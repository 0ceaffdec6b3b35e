export * from './kinds.js';
export * from './enums.js';
export * from './contracts.js';
export * from './rules.js';
export * from './list.js';
export * from './lane-bans.js';
