import { z } from 'zod';

/**
 * Events that change what a process may hold in its caches or keep streaming. Every process
 * applies them, the one where they happened included, so a sign-out on one API process ends the
 * member's streams on all of them. They carry no secret: a session is named by its hash.
 */
export const controlEventSchema = z.discriminatedUnion('type', [
  /** Sign-out or revocation: the session's cached lookup and open streams end now. */
  z.object({ type: z.literal('session.ended'), sessionHash: z.string().min(1).max(200) }),
  /** A membership, plan or member record changed: every cached session and stream is re-checked. */
  z.object({ type: z.literal('plan.changed') }),
  /** Alert settings, channels or mutes changed: the cached alert rules are read afresh. */
  z.object({ type: z.literal('alert-rules.changed') }),
]);
export type ControlEvent = z.infer<typeof controlEventSchema>;
