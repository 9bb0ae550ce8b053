export * from './company';
export * from './site-route';
export * from './leads';
