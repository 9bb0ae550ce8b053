/**
 * The site's HTTP client, following SPEC §7: JSON body and content type only when a body is
 * given, credentials always included, and any non-success answer becomes an Error whose
 * message is "status: body" (or the status text when the body is empty).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The parsed JSON body, when the server sent one (field errors of a 400). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  throw new ApiError(res.status, `${res.status}: ${text}`, body);
}

/** Sends a request and returns the response once it is a success. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return res;
}

/** POSTs a multipart form (a job application with its CV); same error rule. */
export async function apiPostForm(url: string, form: FormData): Promise<Response> {
  const res = await fetch(url, { method: 'POST', body: form, credentials: 'include' });
  await throwIfNotOk(res);
  return res;
}

/** Reads `{ message }` from a success answer, if there is one. */
export async function readMessage(res: Response): Promise<string | undefined> {
  try {
    const json = (await res.json()) as { message?: unknown };
    return typeof json.message === 'string' && json.message ? json.message : undefined;
  } catch {
    return undefined;
  }
}
export { leadNotices } from './lead-notices';
export { announceLeadSent, announceLeadFailed } from './lead-toasts';
