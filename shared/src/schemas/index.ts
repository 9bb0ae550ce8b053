export * from './company';
export * from './site-route';
export * from './lead-rules';
export * from './leads';
