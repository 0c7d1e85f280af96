import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { formatIssuePath } from '@zilt/contracts/issues';
import { findJsonValueProblem } from '@zilt/contracts/json-limits';
import { isDatabaseUnavailable } from '../db/client.ts';
import { overloadedErrorCode } from './load-shedding.ts';

const partNames: Record<string, string> = {
  querystring: 'query parameter',
  params: 'path parameter',
  body: 'body field',
  headers: 'header',
};

/** The segments of a JSON pointer such as `/query/0/value`; list positions become numbers (`query[0].value`). */
function pathOf(instancePath: string): PropertyKey[] {
  return instancePath
    .split('/')
    .filter(Boolean)
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

/** Longest message and problem line an error answer carries; values in them are cut before. */
const maxLineLength = 500;
/** Most problems listed in one answer; the message tells how many there were. */
export const maxListedProblems = 100;
/** Seconds a client should wait before trying again when the database is out of reach. */
const databaseRetryAfterSeconds = 5;

function cut(line: string): string {
  return line.length <= maxLineLength ? line : `${line.slice(0, maxLineLength)}…`;
}

/** The `problems` of an error answer: each line cut, and at most 100 of them. */
export function listProblems(problems: readonly string[]): string[] {
  const listed = problems.slice(0, maxListedProblems).map(cut);
  if (problems.length > maxListedProblems) listed.push(`… and ${problems.length - maxListedProblems} more`);
  return listed;
}

/** Sends the JSON error body every API answer of status 400 and above has. */
export function sendError(reply: FastifyReply, status: number, message: string, problems?: readonly string[]) {
  return reply.code(status).send({
    error: STATUS_CODES[status] ?? 'Error',
    message: cut(message),
    ...(problems ? { problems: listProblems(problems) } : {}),
  });
}

/** JSON errors for every route: `{ error, message, problems? }`, with bad input named. */
export function registerErrorHandling(app: FastifyInstance): void {
  // Before any schema walks the input: nesting deeper than the limit, NUL characters and
  // unpaired surrogates are refused with the path of the first one.
  app.addHook('preValidation', async (request, reply) => {
    // Pages read their own addresses and bodies (the page handler answers HTML).
    if (request.routeOptions.url === '/*') return;
    for (const [part, value] of [
      ['query parameter', request.query],
      ['body field', request.body],
    ] as const) {
      // A file sent as the raw body (media uploads) is bytes, not a JSON value.
      if (ArrayBuffer.isView(value)) continue;
      const problem = findJsonValueProblem(value);
      if (problem) {
        return sendError(reply, 400, `Invalid ${part} "${problem.path}": ${problem.message}`, [
          `${problem.path}: ${problem.message}`,
        ]);
      }
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = error.validationContext ?? 'body';
      const problems = error.validation.map(
        (issue) => `${formatIssuePath(pathOf(issue.instancePath))}: ${issue.message}`,
      );
      const first = error.validation[0];
      const firstName = first ? formatIssuePath(pathOf(first.instancePath)) : '';
      const what = partNames[part] ?? part;
      return sendError(
        reply,
        400,
        firstName ? `Invalid ${what} "${firstName}": ${first?.message}` : `Invalid ${what}: ${first?.message}`,
        problems,
      );
    }
    if (error.code === overloadedErrorCode) {
      // Load shedding (the Retry-After header is set): not logged per request.
      return sendError(reply, 503, error.message);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'the database is unavailable');
      reply.header('Retry-After', String(databaseRetryAfterSeconds));
      return sendError(reply, 503, 'The database is unavailable; try again shortly');
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(reply, status, status >= 500 ? 'The server could not answer this request' : error.message);
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 404, `No route answers ${request.method} ${request.url.split('?')[0]}`),
  );
}
