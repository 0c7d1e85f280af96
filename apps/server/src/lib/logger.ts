import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

const secretQueryParameters = /([?&](?:apiToken|token|password)=)[^&#]*/gi;

/** A URL with the values of secret query parameters (such as the support API's `apiToken`) replaced. */
export function redactUrl(url: string): string {
  return url.replace(secretQueryParameters, '$1[redacted]');
}

export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'authorization',
  'password',
  'token',
  '*.password',
  '*.token',
  '*.apiToken',
  '*.NewPassword',
];

/**
 * Whether a logged error only says that the client went away before the answer was sent (a
 * download or page the browser abandoned): the stream helpers name it "premature close".
 */
export function isClientGone(value: unknown): boolean {
  const error = value instanceof Error ? value : (value as { err?: unknown } | null)?.err;
  if (!(error instanceof Error)) return false;
  return (
    (error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    error.message.toLowerCase() === 'premature close'
  );
}

export const clientGoneMessage = 'the client closed the connection before the answer was sent';

/**
 * pino options for Fastify: never prints a token, password or the `apiToken` query value. A
 * client that leaves before its answer is complete is normal behaviour, never an operator's
 * alarm: what a library logs about it as an error is written at debug level.
 */
export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    hooks: {
      logMethod(inputArgs, method, logLevel) {
        const [first] = inputArgs;
        if (logLevel >= 50 && isClientGone(first)) {
          const err = first instanceof Error ? first : (first as { err: Error }).err;
          this.debug({ err: { type: err.name, message: err.message } }, clientGoneMessage);
          return;
        }
        method.apply(this, inputArgs);
      },
    },
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: {
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip, reqId: request.id };
      },
    },
    ...(stream ? { stream } : {}),
  };
}
