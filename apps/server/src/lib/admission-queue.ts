// Work that costs the event loop a lot per request (rendering a page) runs a few at a time:
// at most `concurrency` tasks run, up to `queueLimit` more wait in order of arrival, and any
// further request is refused at once. The loop then only ever holds a few such tasks between
// two turns, so it keeps accepting connections and answering cheap requests (health checks,
// files) however many requests arrive; a refused request is answered 503 by the caller.

/** The answer to a request for a place: run (then call `release` once done), or not. */
export type Admission = { admitted: true; release: () => void } | { admitted: false; reason: 'full' | 'abandoned' };

interface Waiter {
  admit: () => void;
  abandon: () => void;
}

export class AdmissionQueue {
  #running = 0;
  readonly #waiting: Waiter[] = [];

  constructor(
    readonly concurrency: number,
    readonly queueLimit: number,
  ) {}

  /** Tasks running now. */
  get running(): number {
    return this.#running;
  }

  /** Tasks waiting for a place. */
  get waiting(): number {
    return this.#waiting.length;
  }

  #refused = 0;
  /** Tasks refused so far because the queue was full (for the metrics). */
  get refused(): number {
    return this.#refused;
  }

  /**
   * A place to run: at once when one is free, in turn when the queue has room, refused at once
   * when it has none. A waiter whose `signal` aborts (the client went away) leaves the queue.
   */
  admit(signal?: AbortSignal): Promise<Admission> {
    if (signal?.aborted) return Promise.resolve({ admitted: false, reason: 'abandoned' });
    if (this.#running < this.concurrency) {
      this.#running += 1;
      return Promise.resolve({ admitted: true, release: this.#releaser() });
    }
    if (this.#waiting.length >= this.queueLimit) {
      this.#refused += 1;
      return Promise.resolve({ admitted: false, reason: 'full' });
    }
    return new Promise<Admission>((resolve) => {
      const onAbort = () => waiter.abandon();
      const waiter: Waiter = {
        admit: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve({ admitted: true, release: this.#releaser() });
        },
        abandon: () => {
          const index = this.#waiting.indexOf(waiter);
          if (index !== -1) this.#waiting.splice(index, 1);
          resolve({ admitted: false, reason: 'abandoned' });
        },
      };
      this.#waiting.push(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  /**
   * Frees the place once (a second call does nothing) and hands it to the first waiter on the
   * event loop's next turn: a waiter resumed at once would run in the same microtask queue as
   * the task that just ended, and a queue of renders would then hold the loop from one to the
   * next without ever letting it accept a connection.
   */
  #releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      setImmediate(() => {
        const next = this.#waiting.shift();
        if (next) next.admit();
        else this.#running -= 1;
      });
    };
  }
}
