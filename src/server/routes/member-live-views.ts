import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import type { Snapshot } from '../replica/live-opportunities';
import { messageForMember, snapshotForMember } from '../engine/member-opportunities';
import type { BusMessage, LiveBus } from '../platform/bus/live-bus';
import { sendShared } from '../http/shared-body';

/**
 * The snapshot as the member sees it: value bets only where their devig method calls them value,
 * and shaped by their book ledger. Members whose ledger changes nothing share one body per method.
 * The app's routes and the member API both answer with this, so the two never show a member
 * different lists.
 */
export async function sendFor(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  snapshot: Snapshot,
) {
  const userId = request.auth?.user.id;
  const body =
    userId === undefined
      ? snapshot
      : snapshotForMember(snapshot, await ctx.ledgers.get(userId), await ctx.methods.get(userId));
  return sendShared(request, reply, body, 'private, no-cache');
}

export interface MemberStreamRequest {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The registry's key: a session hash, or `token:<id>` for the member API. */
  streamKey: string;
  userId: string;
  resumeFrom: number | undefined;
}

/** Opens one member's live stream (SSE) on the bus, resuming from an event id when given one. */
export async function openMemberStream(
  ctx: AppContext,
  bus: LiveBus,
  { request, reply, streamKey, userId, resumeFrom }: MemberStreamRequest,
) {
  // Read before the stream opens; a save later in this process is seen by the next message.
  await Promise.all([ctx.ledgers.get(userId), ctx.methods.get(userId)]);
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  let unsubscribe = () => {};
  const stream = ctx.streams.open(streamKey, res, () => unsubscribe());
  stream.send('retry: 3000\n\n');
  const write = (message: BusMessage) => {
    const json = messageForMember(message, ctx.ledgers.peek(userId), ctx.methods.peek(userId));
    // A message the member may not see still moves their resume point.
    stream.send(json === null ? `id: ${message.seq}\n\n` : `id: ${message.seq}\ndata: ${json}\n\n`);
  };
  // Subscribe first and hold what arrives while the replay is read, so nothing falls between.
  let held: BusMessage[] | null = [];
  let lastSent = resumeFrom ?? bus.lastSeq;
  const forward = (message: BusMessage) => {
    if (message.seq <= lastSent) return;
    lastSent = message.seq;
    write(message);
  };
  unsubscribe = bus.subscribe((message) => (held ? held.push(message) : forward(message)));
  if (resumeFrom !== undefined) {
    const missed = await bus.since(resumeFrom);
    // Too far behind to replay: tell the client to reload the whole list.
    if (missed === null) {
      lastSent = bus.lastSeq;
      stream.send(`id: ${lastSent}\nevent: reset\ndata: {}\n\n`);
    } else for (const message of missed) forward(message);
  } else {
    stream.send(`id: ${lastSent}\nevent: ready\ndata: {}\n\n`);
  }
  for (const message of held) forward(message);
  held = null;
  request.raw.once('close', () => stream.close());
  res.once('error', () => stream.close());
}
