/** Report helpers shared by the agent's reports and the member's records: date ranges, CSV, exports, settlement timing. */
export * from './date-range.js';
export * from './csv.js';
export * from './collect-pages.js';
export * from './settlement-clock.js';
export * from './record-filters.js';
