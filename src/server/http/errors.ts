import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/**
 * PostgreSQL data exceptions that only a value from the request can cause. Schemas and the NUL
 * guard refuse such values first; this keeps one that slips past them from answering 500.
 */
const UNSTORABLE = 'The request contains a character that cannot be stored, such as a NUL byte.';
const CLIENT_DATA_ERRORS = new Map([
  ['22021', UNSTORABLE],
  ['22P05', UNSTORABLE],
  ['22007', 'A date in the request is not valid.'],
  ['22008', 'A date in the request is out of range.'],
  ['22003', 'A number in the request is out of range.'],
]);

/** The database's own error sits under the query builder's wrapper. */
function clientDataMessage(error: unknown): string | null {
  let current = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    const message = CLIENT_DATA_ERRORS.get(String((current as { code?: unknown }).code));
    if (message) return message;
    current = current.cause;
  }
  return null;
}

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
    const dataMessage = error.statusCode ? null : clientDataMessage(error);
    if (dataMessage) {
      request.log.warn({ err: error }, 'request refused by the database');
      return reply.code(400).send({ message: dataMessage });
    }
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
            : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
              ? `The request is larger than this endpoint takes (${Math.round(request.routeOptions.bodyLimit / 1024)} KB).`
              : error.message;
    return reply.code(status).send({ message });
  });
}
