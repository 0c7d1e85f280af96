import type { z } from 'zod';
import { accessHeaders } from './staff-session.ts';

/** What a call to the server ended in: the checked answer, or why there is none. */
export type CallResult<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      /** The answer's status; 0 when the server could not be reached. */
      status: number;
      message: string;
      /** The JSON body of a refusal, when it had one. */
      body?: unknown;
      /** The answer came but had not the expected shape. */
      unexpected?: boolean;
    };

interface CallOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST';
  token?: string;
  body?: unknown;
  /** The answer must have this shape; anything else is a failed call. */
  schema: S;
  signal?: AbortSignal;
}

/**
 * Calls the server with the support token in the `Authorization` header, or, for a signed-in
 * staff member (`token` is `sessionAccess`), with the session cookie and its CSRF token. An answer that is not
 * 2xx, not JSON, or not of the expected shape is a failure that carries the server's message
 * (`{ message }` of the JSON error body) or names what went wrong.
 */
export async function callApi<S extends z.ZodType>(
  path: string,
  { method = 'GET', token, body, schema, signal }: CallOptions<S>,
): Promise<CallResult<z.infer<S>>> {
  const headers: Record<string, string> = { accept: 'application/json', ...accessHeaders(token) };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, status: 0, message: 'Network request failed' };
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message =
      json && typeof json === 'object' && 'message' in json && typeof json.message === 'string'
        ? json.message
        : response.statusText;
    return { ok: false, status: response.status, message, body: json };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    return {
      ok: false,
      status: response.status,
      message: `Unexpected answer: ${parsed.error.issues[0]?.message}`,
      unexpected: true,
    };
  }
  return { ok: true, value: parsed.data };
}
