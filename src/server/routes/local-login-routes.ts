import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EmbeddedProvider } from '../auth/embedded-provider';
import { renderLocalLoginPage } from '../auth/local-login-page';

const paramsSchema = z.object({
  uid: z
    .string()
    .min(1)
    .max(128)
    .regex(/^[\w-]+$/),
});
const formSchema = z.object({
  email: z.email({ message: 'Enter a valid e-mail address.' }).max(254),
  name: z.string().trim().min(1, { message: 'Enter your name.' }).max(120),
});

/** The embedded provider's sign-in form: plain HTML, works without JavaScript. */
export const localLoginRoutes: FastifyPluginAsyncZod<{
  provider: EmbeddedProvider;
  rateLimitPerMinute: number;
}> = async (app, { provider, rateLimitPerMinute }) => {
  const limit = { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } };

  app.get(
    '/local-login/:uid',
    { schema: { params: paramsSchema }, config: limit },
    async (request, reply) => {
      try {
        await provider.interactionDetails(request.raw, reply.raw);
      } catch {
        return reply
          .code(400)
          .type('text/html')
          .send(renderLocalLoginPage({ uid: request.params.uid, expired: true }));
      }
      return reply.type('text/html').send(renderLocalLoginPage({ uid: request.params.uid }));
    },
  );

  app.post(
    '/local-login/:uid',
    { schema: { params: paramsSchema }, config: limit },
    async (request, reply) => {
      const parsed = formSchema.safeParse(request.body);
      const form = (request.body ?? {}) as Record<string, unknown>;
      if (!parsed.success) {
        return reply
          .code(400)
          .type('text/html')
          .send(
            renderLocalLoginPage({
              uid: request.params.uid,
              email: typeof form.email === 'string' ? form.email : '',
              name: typeof form.name === 'string' ? form.name : '',
              errors: parsed.error.issues.map((issue) => issue.message),
            }),
          );
      }
      try {
        await provider.interactionDetails(request.raw, reply.raw);
      } catch {
        return reply
          .code(400)
          .type('text/html')
          .send(renderLocalLoginPage({ uid: request.params.uid, expired: true }));
      }
      reply.hijack();
      await provider.finishLogin(request.raw, reply.raw, parsed.data);
    },
  );
};
