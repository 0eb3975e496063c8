export * from './patterns.js';
export * from './messages.js';
export * from './rules.js';
export * from './checks.js';
