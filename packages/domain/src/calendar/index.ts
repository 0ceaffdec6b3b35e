export * from './caller-day.js';
