export * from './codec/index.js';
