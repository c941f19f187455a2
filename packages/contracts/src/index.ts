export * from './catalogue.js';
export * from './envelope.js';
export * from './header.js';
export * from './masters.js';
export * from './shop.js';
