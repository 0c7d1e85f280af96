import { csrfHeader } from '@zilt/contracts/staff';
import type { z } from 'zod';

// Every call the studio makes to the server: the session cookie goes by itself, the session's
// CSRF token in its header on every change. An answer that is not 2xx becomes a StudioApiError
// carrying the status and the server's JSON error, so a screen can explain it (a 409 names both
// revisions, a 400 names the field).

let csrfToken: string | null = null;

/** Set by the session once the server has said who is signed in. */
export function setStudioCsrfToken(token: string | null): void {
  csrfToken = token;
}

export class StudioApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's JSON error (or null when the answer was not JSON). */
    readonly body: Record<string, unknown> | null,
  ) {
    const message = body && typeof body.message === 'string' ? body.message : `the server answered ${status}`;
    super(message);
    this.name = 'StudioApiError';
  }
}

export interface StudioRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a Blob or ArrayBuffer is sent as it is (uploads). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function requestBody(body: unknown): { body?: BodyInit; contentType?: string } {
  if (body === undefined) return {};
  if (body instanceof Blob || body instanceof ArrayBuffer) return { body };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

/** The raw answer of a studio call (for downloads and answers that are not JSON). */
export async function studioFetch(path: string, request: StudioRequest = {}): Promise<Response> {
  const method = request.method ?? 'GET';
  const { body, contentType } = requestBody(request.body);
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  if (contentType) headers['content-type'] = contentType;
  if (method !== 'GET' && csrfToken) headers[csrfHeader] = csrfToken;
  const response = await fetch(path, { method, body, headers, credentials: 'same-origin', signal: request.signal });
  if (!response.ok) {
    const answer: unknown = await response.json().catch(() => null);
    throw new StudioApiError(
      response.status,
      answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : null,
    );
  }
  return response;
}

/** A studio call whose answer is JSON, checked against the contracts' schema when one is given. */
export async function studioApi<Schema extends z.ZodType = z.ZodType<unknown>>(
  path: string,
  request: StudioRequest = {},
  schema?: Schema,
): Promise<z.infer<Schema>> {
  const response = await studioFetch(path, request);
  if (response.status === 204) return undefined as z.infer<Schema>;
  const answer: unknown = await response.json();
  return schema ? schema.parse(answer) : (answer as z.infer<Schema>);
}

/** How far an upload has come: bytes sent of the file's bytes. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * Sends a file as the request body, as it is (the editing API reads what it is from its bytes),
 * reporting progress as it goes: through XMLHttpRequest, since fetch reports none on uploads.
 * Answers like studioApi: the JSON, or a StudioApiError for a status that is not 2xx.
 */
export function studioUpload<Schema extends z.ZodType>(
  path: string,
  file: Blob,
  {
    method = 'POST',
    onProgress,
    schema,
    signal,
  }: { method?: 'POST' | 'PUT'; onProgress?: (progress: UploadProgress) => void; schema: Schema; signal?: AbortSignal },
): Promise<z.infer<Schema>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    if (csrfToken) request.setRequestHeader(csrfHeader, csrfToken);
    request.upload.addEventListener('progress', (event) => {
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    });
    request.addEventListener('load', () => {
      let answer: unknown = null;
      try {
        answer = JSON.parse(request.responseText);
      } catch {
        answer = null;
      }
      if (request.status < 200 || request.status >= 300) {
        reject(
          new StudioApiError(
            request.status,
            answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : null,
          ),
        );
        return;
      }
      onProgress?.({ loaded: file.size, total: file.size });
      try {
        resolve(schema.parse(answer));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    request.addEventListener('error', () => reject(new StudioApiError(0, null)));
    request.addEventListener('abort', () => reject(new DOMException('The upload was cancelled', 'AbortError')));
    signal?.addEventListener('abort', () => request.abort());
    request.send(file);
  });
}
