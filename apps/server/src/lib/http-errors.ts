import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { formatIssuePath } from '@zilt/contracts/issues';

const partNames: Record<string, string> = {
  querystring: 'query parameter',
  params: 'path parameter',
  body: 'body field',
  headers: 'header',
};

/** JSON errors for every route: `{ error, message, problems? }`, with bad input named. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = error.validationContext ?? 'body';
      const problems = error.validation.map((issue) => {
        const path = formatIssuePath(issue.instancePath.split('/').filter(Boolean));
        return `${path || '(root)'}: ${issue.message}`;
      });
      const first = error.validation[0];
      const firstName = first ? formatIssuePath(first.instancePath.split('/').filter(Boolean)) : '';
      const what = partNames[part] ?? part;
      return reply.code(400).send({
        error: 'Bad Request',
        message: firstName ? `Invalid ${what} "${firstName}": ${first?.message}` : `Invalid ${what}: ${first?.message}`,
        problems,
      });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(status).send({
      error: status >= 500 ? 'Internal Server Error' : (error.name ?? 'Error'),
      message: status >= 500 ? 'The server could not answer this request' : error.message,
    });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ error: 'Not Found', message: `No route answers ${request.method} ${request.url.split('?')[0]}` }),
  );
}
