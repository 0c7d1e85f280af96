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

/** pino options for Fastify: never prints a token, password or the `apiToken` query value. */
export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: {
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip, reqId: request.id };
      },
    },
    ...(stream ? { stream } : {}),
  };
}
