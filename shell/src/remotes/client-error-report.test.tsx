import { render, screen } from '@testing-library/react';
import { RemoteErrorBoundary } from './error-boundary';
import { installRemoteErrorReporting, rememberRemoteVersions, reportMessage, reportRemoteError, resetRemoteErrorReporting } from './client-error-report';

const LIST = [
  { name: 'telephony', version: 'v7', entry: '/mfe/telephony/v7/remoteEntry.js' },
  { name: 'catalog', version: 'c1', entry: '/mfe/catalog/c1/remoteEntry.js' },
];

let fetchMock: jest.Mock;
const sent = () => fetchMock.mock.calls.map(([url, init]) => ({ url, keepalive: init.keepalive, body: JSON.parse(init.body) }));

beforeEach(() => {
  resetRemoteErrorReporting();
  rememberRemoteVersions(LIST);
  fetchMock = jest.fn(() => Promise.resolve({ ok: true }));
  global.fetch = fetchMock;
  window.history.replaceState(null, '', '/telefonia?nombre=Ana#solicitud');
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

test('a remote that failed to load is reported with its live version, the path without its query, by fetch keepalive', () => {
  reportRemoteError('load', new Error('Failed to load https://x.example/mfe/telephony/v7/remoteEntry.js?t=1'), 'telephony');
  expect(sent()).toEqual([
    {
      url: '/api/client-errors',
      keepalive: true,
      body: { name: 'telephony', version: 'v7', kind: 'load', message: 'Error: Failed to load https://x.example/mfe/telephony/v7/remoteEntry.js', path: '/telefonia' },
    },
  ]);
});

test("an error boundary's catch inside a remote is reported as a render error of that remote", () => {
  const Broken = () => {
    throw new Error('tariff list missing');
  };
  render(
    <RemoteErrorBoundary remote="telephony" fallback={<p>fallback</p>}>
      <Broken />
    </RemoteErrorBoundary>,
  );
  expect(screen.getByText('fallback')).toBeInTheDocument();
  expect(sent().map((s) => s.body)).toEqual([expect.objectContaining({ name: 'telephony', version: 'v7', kind: 'render', message: 'Error: tariff list missing' })]);
});

test("an uncaught error is traced to the remote whose script threw, with that script's version", () => {
  installRemoteErrorReporting();
  const error = new Error('boom');
  error.stack = 'Error: boom\n    at onClick (http://127.0.0.1/mfe/catalog/c2/540.abcd1234.js:1:99)';
  window.dispatchEvent(new ErrorEvent('error', { error, message: 'boom', filename: 'http://127.0.0.1/mfe/catalog/c2/540.abcd1234.js' }));
  expect(sent().map((s) => s.body)).toEqual([expect.objectContaining({ name: 'catalog', version: 'c2', kind: 'script' })]);
});

test("the shell's own errors are not a remote's: nothing is sent", () => {
  installRemoteErrorReporting();
  window.dispatchEvent(new ErrorEvent('error', { error: new Error('shell bug'), message: 'shell bug', filename: 'http://127.0.0.1/main.0123abcd.js' }));
  expect(fetchMock).not.toHaveBeenCalled();
});

test('one report per remote version and page: retries and repeats are not counted again', () => {
  reportRemoteError('script', new Error('a'), 'telephony');
  reportRemoteError('load', new Error('b'), 'telephony');
  reportRemoteError('load', new Error('c'), 'catalog');
  expect(sent().map((s) => `${s.body.name}:${s.body.kind}`)).toEqual(['telephony:script', 'catalog:load']);
});

test('the message is short and carries no query strings', () => {
  expect(reportMessage(new Error(`GET /api/x?email=ana@example.com failed ${'x'.repeat(500)}`))).toMatch(/^Error: GET \/api\/x failed x+$/);
  expect(reportMessage('y'.repeat(1000))).toHaveLength(300);
});
