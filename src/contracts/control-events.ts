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
  /**
   * A member saved their book ledger: processes holding it read it again (an internal user id,
   * no secret). Without `userId`, every held ledger may be stale (a process back from a cut).
   */
  z.object({ type: z.literal('ledger.changed'), userId: z.string().min(1).max(100).optional() }),
]);
export type ControlEvent = z.infer<typeof controlEventSchema>;
