export * from './caller-day.js';
export * from './day-display.js';
