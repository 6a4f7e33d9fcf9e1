import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

function describeValidation(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  const where = error.validationContext ?? 'request';
  const parts = error.validation.map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  return `Invalid ${where}: ${parts.join('; ')}`;
}

/** A client mistake gets a 4xx it can act on; a server fault a 5xx with a request id, no internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ message: 'Internal server error', requestId: request.id });
    }
    if (status === 429) {
      return reply
        .code(429)
        .send({ message: 'Too many requests. Please wait a moment and try again.' });
    }
    const message =
      error.validation || hasZodFastifySchemaValidationErrors(error)
        ? describeValidation(error)
        : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Unsupported content type: send JSON.'
          : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'The request body is empty: send a JSON object.'
            : error.message;
    return reply.code(status).send({ message });
  });
}
