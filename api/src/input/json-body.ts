import { hasPollutionKey } from './text-checks';

/**
 * A JSON route's body as a value (a text body is parsed: sendBeacon sends text/plain), or
 * undefined when it is not JSON or carries a prototype-polluting key; the route answers 400.
 */
export function jsonBodyOf(body: unknown): { value: unknown } | undefined {
  let value = body;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (typeof value === 'object' && value !== null && hasPollutionKey(value)) return undefined;
  return { value };
}
