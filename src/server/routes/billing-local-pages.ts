import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { messagePage } from '../billing/local-page-shell';

export const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);

export const notFound = (reply: FastifyReply, title: string, message: string) =>
  html(reply, 404, messagePage(title, message, { href: '/subscribe', label: 'Back to Subscribe' }));

/**
 * The signed-in member of a local billing page, or null after answering: a page view goes to
 * sign-in and comes back, a form post whose session ended gets a page saying so.
 */
export async function signedInMember(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const auth = await ctx.access.loadSession(request);
  if (auth) return auth.user;
  if (request.method === 'GET') {
    await reply.redirect(`/api/login?returnTo=${encodeURIComponent(request.url)}`, 302);
  } else {
    await html(
      reply,
      401,
      messagePage('Sign in required', 'Your session has ended. Sign in and try again.', {
        href: '/api/login?returnTo=/subscribe',
        label: 'Sign in',
      }),
    );
  }
  return null;
}
