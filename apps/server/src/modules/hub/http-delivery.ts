/** One JSON request to an integration's endpoint, tried again after each pause. */
export interface Delivery {
  url: string;
  body: unknown;
  headers: Record<string, string>;
  /** Pauses between the tries (the tries are these plus one). */
  retryDelaysMs: readonly number[];
  signal: AbortSignal;
}

const requestTimeoutMs = 15_000;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}

/**
 * Posts `body` as JSON; answers undefined once the endpoint accepted it (2xx), else the last
 * failure in words. A network error, a 5xx, 408 or 429 is tried again; another 4xx will not
 * change by trying again now and ends the tries.
 */
export async function deliverJson({
  url,
  body,
  headers,
  retryDelaysMs,
  signal,
}: Delivery): Promise<string | undefined> {
  let failure = '';
  for (let attempt = 0; attempt <= retryDelaysMs.length; attempt += 1) {
    if (attempt > 0) await pause(retryDelaysMs[attempt - 1] ?? 0, signal);
    if (signal.aborted) return 'the server is shutting down';
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.any([signal, AbortSignal.timeout(requestTimeoutMs)]),
      });
      await response.body?.cancel();
      if (response.ok) return undefined;
      failure = `answered ${response.status}`;
      if (response.status < 500 && response.status !== 408 && response.status !== 429) break;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
  }
  return failure;
}
