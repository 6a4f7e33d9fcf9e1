import { z } from 'zod';
import type { Opportunity } from '../../contracts/opportunities';
import type { MuteScope } from '../db/schema/index';
import { signToken, verifyToken } from './signed-token';

const DAY_MS = 86_400_000;
/** A mute link in an old message stops working after this long. */
export const MUTE_LINK_DAYS = 30;
const PREFIX = 'mute-';

const muteSchema = z.object({
  s: z.enum(['event', 'sport']),
  k: z.string().min(1).max(200),
  l: z.string().max(200),
  u: z.number().int(),
});

export interface Mute {
  userId: string;
  scope: MuteScope;
  key: string;
  label: string;
  until: Date;
}

/**
 * The two mutes an alert offers: its event, until a day after the game starts (it is over by
 * then), and its sport, for a day from the alert (a link that says what it does; Settings keeps
 * the sport filter for longer choices).
 */
export function mutesFor(o: Opportunity, now: Date) {
  return [
    {
      scope: 'event' as const,
      key: o.eventId,
      label: `${o.homeTeam} vs ${o.awayTeam}`,
      until: new Date(Math.max(Date.parse(o.commenceTime), now.getTime()) + DAY_MS),
    },
    {
      scope: 'sport' as const,
      key: o.sport,
      label: o.sportTitle,
      until: new Date(now.getTime() + DAY_MS),
    },
  ];
}

/** A signed token for one mute: what, until when, for whom; nothing in it can be changed. */
export function muteToken(
  signingKey: Buffer,
  userId: string,
  mute: Omit<Mute, 'userId'>,
  now: Date,
): string {
  const body = Buffer.from(
    JSON.stringify({ s: mute.scope, k: mute.key, l: mute.label, u: mute.until.getTime() }),
  ).toString('base64url');
  return signToken(
    signingKey,
    userId,
    `${PREFIX}${body}`,
    new Date(now.getTime() + MUTE_LINK_DAYS * DAY_MS),
  );
}

/** The mute a token stands for, or null when it is forged, altered, expired or not a mute. */
export function readMuteToken(signingKey: Buffer, token: string, now: Date): Mute | null {
  const purpose = token.split('.')[1] ?? '';
  if (!purpose.startsWith(PREFIX)) return null;
  const userId = verifyToken(signingKey, token, purpose, now);
  if (!userId || !z.uuid().safeParse(userId).success) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(purpose.slice(PREFIX.length), 'base64url').toString());
  } catch {
    return null;
  }
  const mute = muteSchema.safeParse(raw);
  if (!mute.success) return null;
  return {
    userId,
    scope: mute.data.s,
    key: mute.data.k,
    label: mute.data.l,
    until: new Date(mute.data.u),
  };
}
