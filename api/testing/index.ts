/**
 * Test helpers the API's tests share with tools/ and e2e/ (their public entry: those import this
 * file, never api/test/): a free port, a throwaway PostgreSQL, a published site written by hand,
 * the form pages' site, and lead payloads and CV files.
 */
export * from './fixtures';
export * from './form-site';
export * from './free-port';
export * from './postgres';
export * from './release-site';
