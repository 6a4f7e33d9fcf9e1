import { randomUUID } from 'node:crypto';
import { and, count, eq, gte, inArray, max, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Opportunity } from '../../contracts/opportunities';
import { instantChannels, wantsInstant, type AlertChannel } from '../../core/alerts/alert-rules';
import type { Database } from '../db/database';
import {
  alertOutbox,
  alertSnapshots,
  type OutboxChannel,
  type OutboxKind,
} from '../db/schema/index';
import type { LiveBus } from '../platform/bus/live-bus';
import { gameAndMarket, renderAlert, type RenderedMessage } from './alert-message';
import { describeMailError, type MailTransport } from './mail-transport';
import {
  figuresFor,
  isMuted,
  opportunityFor,
  type MemberAlertRule,
  type MemberRules,
} from './member-rules';
import { claimOutboxRows, type OutboxRow } from './outbox-claim';
import { PushDeliveryError } from './push-delivery-error';
import type { PushSender } from './push-sender';

const DAY_MS = 86_400_000;
/** How often the job runner runs a sending pass. */
export const SEND_EVERY_MS = 2_000;
const MAX_BACKOFF_MS = 10 * 60_000;
/** A claimed row whose sender died is claimed again after this long. */
const CLAIM_MS = 2 * 60_000;
const CLAIM_BATCH = 1_000;
/** Members' messages sent at once by one pass. */
const SEND_CONCURRENCY = 8;

export interface DispatcherOptions {
  /** Arbiter's public URL, for links in messages. */
  baseUrl: string;
  batchMs: number;
  /** Whether an opportunity is still live (ended ones are never sent); absent: assume it is. */
  isLive?: (opportunityId: string) => boolean;
  /**
   * Asked just before an alert goes out: false when the opportunity turned out to be gone (its
   * stale prices re-checked at the source); absent: nothing is re-checked.
   */
  stillThereAtSource?: (opportunityId: string) => Promise<boolean>;
  unsubscribeLink: (userId: string) => string;
  /** Signed links that mute an opportunity's event or sport for the member. */
  muteLinks?: (userId: string, opportunity: Opportunity) => { label: string; link: string }[];
}

export interface SendResult {
  ok: boolean;
  status: OutboxRow['status'];
  error?: { title: string; detail: string };
}

/**
 * The outbox key of an opportunity alert: the opportunity (event, market, line and sides) and
 * the books of its bets, so the same bets at the same books are never alerted twice, while the
 * same sides at other books are a new alert (subject to the cooldown per event).
 */
export function bookSetKey(opportunity: Pick<Opportunity, 'id' | 'legs'>): string {
  const books = [...new Set(opportunity.legs.map((leg) => leg.book))].sort();
  return `${opportunity.id}|${books.join(',')}`;
}

/** A failure in words safe to show the member (a push failure never in the network's words). */
function describedError(error: unknown): string {
  const described = error instanceof PushDeliveryError ? error : describeMailError(error);
  return `${described.title}: ${described.detail}`;
}

const escapeText = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

const backoff = (attempts: number) => Math.min(MAX_BACKOFF_MS, 5_000 * 2 ** (attempts - 1));

/**
 * From new opportunities to messages. Matching happens in memory on the publisher; what matched
 * is written to the outbox under a unique key per member, channel and opportunity, so nothing is
 * ever sent twice. A sender loop then sends each member's due rows as one message per batch window,
 * drops rows whose opportunity ended, keeps to the member's daily cap and retries failures with
 * backoff.
 */
export class AlertDispatcher {
  private sending: Promise<void> | null = null;
  private readonly pendingQueues = new Set<Promise<unknown>>();
  private unsubscribeBus: (() => void) | null = null;

  constructor(
    private readonly db: Database,
    private readonly rules: MemberRules,
    private readonly mail: MailTransport,
    private readonly push: PushSender | null,
    private readonly options: DispatcherOptions,
    private readonly clock: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  attach(bus: LiveBus) {
    this.unsubscribeBus = bus.subscribe((message) => {
      if (message.event.type !== 'opportunity.added') return;
      const queued = this.queue(message.event.opportunity).catch((error: unknown) =>
        this.log.error({ err: error }, 'could not queue alerts for an opportunity'),
      );
      this.pendingQueues.add(queued);
      void queued.finally(() => this.pendingQueues.delete(queued));
    });
  }

  async stop() {
    this.unsubscribeBus?.();
    await Promise.all(this.pendingQueues);
    await this.sending;
    this.mail.close();
  }

  /**
   * Matches one opportunity against every member's rule and queues what matched: one snapshot of
   * the opportunity, one small row per member and channel, in one statement.
   */
  async queue(opportunity: Opportunity): Promise<number> {
    const now = this.clock();
    const rules = await this.rules.current();
    const userIds: string[] = [];
    const channels: OutboxChannel[] = [];
    const recipients: (string | null)[] = [];
    const cooldowns: number[] = [];
    const keys: string[] = [];
    for (const rule of rules) {
      const own = opportunityFor(rule, opportunity, this.rules.valueMinEv);
      if (own === null || isMuted(rule, own)) continue;
      const before = userIds.length;
      for (const channel of instantChannels(rule, own, now.getTime())) {
        userIds.push(rule.userId);
        channels.push(channel);
        recipients.push(channel === 'email' ? rule.address : null);
      }
      // Chat services get every instant alert, whatever the e-mail frequency: one message each.
      if (rule.chats.length > 0 && wantsInstant(rule, own, now.getTime())) {
        for (const chat of rule.chats) {
          userIds.push(rule.userId);
          channels.push(chat);
          recipients.push(null);
        }
      }
      for (let i = before; i < userIds.length; i++) {
        cooldowns.push(rule.cooldownMs);
        keys.push(bookSetKey(own));
      }
    }
    if (userIds.length === 0) return 0;
    const at = now.toISOString();
    // One statement: the snapshot and every member's row travel together.
    const result = await this.db.execute(sql`
      with snapshot as (
        insert into ${alertSnapshots} (opportunity_id, payload, queued_at)
        values (${opportunity.id}, ${JSON.stringify(opportunity)}::jsonb, ${at}::timestamptz)
        on conflict (opportunity_id) do update set payload = excluded.payload,
          queued_at = excluded.queued_at
      )
      insert into ${alertOutbox} (user_id, channel, kind, dedupe_key, opportunity_id, event_id,
        recipient, next_attempt_at, created_at)
      select u, c, 'opportunity', k, ${opportunity.id}, ${opportunity.eventId}, r,
        ${at}::timestamptz, ${at}::timestamptz
      from unnest(${sql.param(userIds)}::uuid[], ${sql.param(channels)}::text[],
        ${sql.param(recipients)}::text[], ${sql.param(keys)}::text[],
        ${sql.param(cooldowns)}::int[]) as t(u, c, r, k, cd)
      -- The cooldown per event: another alert about this event on this channel, queued or sent
      -- within the member's cooldown, holds this one back.
      where not exists (
        select 1 from ${alertOutbox} o
        where o.user_id = t.u and o.channel = t.c and o.event_id = ${opportunity.eventId}
          and o.kind = 'opportunity' and o.status in ('pending', 'sending', 'sent', 'stored')
          and o.created_at > ${at}::timestamptz - t.cd * interval '1 millisecond'
      )
      on conflict do nothing
      returning id`);
    return (result as unknown as { rows: unknown[] }).rows.length;
  }

  /** One pass of the sender (the job runner calls it; tests may too). */
  sendDue(): Promise<void> {
    this.sending ??= this.sendDueRows()
      .catch((error: unknown) => this.log.error({ err: error }, 'alert sender pass failed'))
      .finally(() => {
        this.sending = null;
      });
    return this.sending;
  }

  /**
   * Queues and sends at once, outside the batch window and the daily cap: the member asked for
   * it (the demo alert, the test e-mail).
   */
  async sendNow(
    rule: { userId: string; address: string },
    kind: Extract<OutboxKind, 'demo' | 'test'>,
    message: RenderedMessage,
  ): Promise<SendResult> {
    const now = this.clock();
    const [row] = await this.db
      .insert(alertOutbox)
      .values({
        userId: rule.userId,
        channel: 'email',
        kind,
        dedupeKey: `${kind}:${randomUUID()}`,
        payload: {},
        subject: message.subject,
        recipient: rule.address,
        nextAttemptAt: now,
        createdAt: now,
      })
      .returning();
    return this.sendEmailRow(row!.id, rule, message, now);
  }

  /** Sends one outbox row's e-mail now and records the outcome on it. */
  async sendEmailRow(
    id: number,
    to: { userId: string; address: string },
    message: RenderedMessage,
    now: Date,
  ): Promise<SendResult> {
    try {
      await this.mail.send(this.mailOf(to.userId, to.address, message));
      const status = this.mail.kind === 'smtp' ? 'sent' : 'stored';
      await this.mark([id], { status, sentAt: now, attempts: 1, subject: message.subject });
      return { ok: true, status };
    } catch (error) {
      const described = describeMailError(error);
      await this.mark([id], {
        status: 'failed',
        attempts: 1,
        error: `${described.title}: ${described.detail}`,
      });
      return { ok: false, status: 'failed', error: described };
    }
  }

  private async sendDueRows() {
    const now = this.clock();
    await this.sendFollowUps(now);
    const due = await this.claim(now, 'opportunity', CLAIM_BATCH);
    const groups = new Map<string, OutboxRow[]>();
    for (const row of due) {
      const key = `${row.userId}\u0001${row.channel}`;
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    const rules = new Map((await this.rules.current()).map((rule) => [rule.userId, rule]));
    // Members' messages are independent: a few go out at once, each member's in one piece.
    const queue = [...groups.values()];
    const sender = async () => {
      for (let rows = queue.shift(); rows; rows = queue.shift()) {
        await this.sendGroup(
          rows as (OutboxRow & { channel: AlertChannel })[],
          rules.get(rows[0]!.userId),
          now,
        ).catch((error: unknown) =>
          // Its rows stay claimed and are taken again when the claim lapses.
          this.log.error(
            { err: error, userId: rows[0]!.userId },
            'could not send a member’s alerts',
          ),
        );
      }
    };
    await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, queue.length) }, sender));
  }

  /** E-mail and push only: the chat channels have their own sender (chat/chat-dispatcher.ts). */
  private claim(now: Date, kind: OutboxKind, limit: number) {
    return claimOutboxRows(
      this.db,
      { channels: ['email', 'push'], kind, limit, leaseMs: CLAIM_MS },
      now,
    );
  }

  private async sendGroup(
    rows: (OutboxRow & { channel: AlertChannel })[],
    rule: MemberAlertRule | undefined,
    now: Date,
  ) {
    const { userId, channel } = rows[0]!;
    if (!rule) {
      await this.mark(
        rows.map((row) => row.id),
        { status: 'skipped', error: 'no longer a member who receives alerts' },
      );
      return;
    }
    const ended = rows.filter(
      (row) => row.opportunityId !== null && this.options.isLive?.(row.opportunityId) === false,
    );
    if (ended.length > 0) {
      await this.mark(
        ended.map((row) => row.id),
        { status: 'skipped', error: 'the opportunity ended before the alert could go out' },
      );
    }
    let live = rows.filter((row) => !ended.includes(row));
    if (live.length === 0) return;

    const [last] = await this.db
      .select({ at: max(alertOutbox.sentAt) })
      .from(alertOutbox)
      .where(
        and(
          eq(alertOutbox.userId, userId),
          eq(alertOutbox.channel, channel),
          eq(alertOutbox.kind, 'opportunity'),
        ),
      );
    const windowEnds = (last?.at?.getTime() ?? 0) + this.options.batchMs;
    if (windowEnds > now.getTime()) {
      // Inside the batch window: these wait and go out together when it closes.
      await this.mark(
        live.map((row) => row.id),
        { status: 'pending', nextAttemptAt: new Date(windowEnds) },
      );
      return;
    }

    const [{ n: sentToday } = { n: 0 }] = await this.db
      .select({ n: count() })
      .from(alertOutbox)
      .where(
        and(
          eq(alertOutbox.userId, userId),
          eq(alertOutbox.channel, channel),
          eq(alertOutbox.kind, 'opportunity'),
          inArray(alertOutbox.status, ['sent', 'stored']),
          gte(alertOutbox.sentAt, new Date(now.getTime() - DAY_MS)),
        ),
      );
    const room = Math.max(0, rule.dailyCap - sentToday);
    const over = live.slice(room);
    if (over.length > 0) {
      await this.mark(
        over.map((row) => row.id),
        { status: 'skipped', error: `daily cap of ${rule.dailyCap} alerts reached` },
      );
      live = live.slice(0, room);
    }
    if (live.length === 0) return;
    live = await this.dropGoneAtSource(live);
    if (live.length === 0) return;

    const snapshots = await this.db
      .select()
      .from(alertSnapshots)
      .where(
        inArray(
          alertSnapshots.opportunityId,
          live.map((row) => row.opportunityId!),
        ),
      );
    const byId = new Map(snapshots.map((snapshot) => [snapshot.opportunityId, snapshot]));
    const message = renderAlert(
      live.flatMap((row) => {
        const snapshot = byId.get(row.opportunityId!);
        return snapshot
          ? [
              {
                opportunity: figuresFor(rule, snapshot.payload as unknown as Opportunity),
                queuedAt: row.createdAt.getTime(),
              },
            ]
          : [];
      }),
      {
        totalStake: rule.defaultStake,
        sentAt: now.getTime(),
        links: {
          base: this.options.baseUrl,
          unsubscribe: this.options.unsubscribeLink(userId),
          ...(this.options.muteLinks
            ? { mutes: (o: Opportunity) => this.options.muteLinks!(userId, o) }
            : {}),
        },
      },
    );
    const ids = live.map((row) => row.id);
    const messageId = randomUUID();
    // A push opens the one opportunity it is about; a burst opens the list.
    const only = live.length === 1 ? live[0]!.opportunityId : null;
    const opens =
      only === null ? '/opportunities' : `/opportunities?open=${encodeURIComponent(only)}`;
    try {
      await this.deliver(channel, rule, message, opens);
      const status = channel === 'email' && this.mail.kind === 'outbox' ? 'stored' : 'sent';
      await this.mark(ids, {
        status,
        sentAt: now,
        messageId,
        subject: message.subject,
        error: null,
      });
    } catch (error) {
      // A push failure is told in the sender's own safe words, never the network's.
      const described = error instanceof PushDeliveryError ? error : describeMailError(error);
      const attempts = Math.max(...live.map((row) => row.attempts)) + 1;
      this.log.warn({ err: error, userId, channel, attempts }, 'alert delivery failed; will retry');
      await this.mark(ids, {
        status: 'pending',
        attempts,
        nextAttemptAt: new Date(now.getTime() + backoff(attempts)),
        error: `${described.title}: ${described.detail}`,
      });
    }
  }

  /**
   * "Gone after 3 min — don't chase it": a short message of its own on e-mail and push (chat
   * services edit the original instead, in chat/chat-dispatcher.ts).
   */
  private async sendFollowUps(now: Date) {
    const due = await this.claim(now, 'followup', 200);
    if (due.length === 0) return;
    const rules = new Map((await this.rules.current()).map((rule) => [rule.userId, rule]));
    const ids = [...new Set(due.map((row) => row.opportunityId!))];
    const snapshots = new Map(
      (
        await this.db
          .select()
          .from(alertSnapshots)
          .where(inArray(alertSnapshots.opportunityId, ids))
      ).map((s) => [s.opportunityId, s.payload as unknown as Opportunity]),
    );
    for (const row of due) {
      const rule = rules.get(row.userId);
      const o = snapshots.get(row.opportunityId!);
      if (!rule || !o) {
        await this.mark([row.id], { status: 'skipped', error: 'nothing left to follow up' });
        continue;
      }
      const note = String((row.payload as { note?: unknown }).note ?? 'Gone.');
      const moved = (row.payload as { reason?: unknown }).reason === 'moved';
      const what = gameAndMarket(o);
      const message: RenderedMessage = {
        subject: `Arbiter: ${moved ? 'moved' : 'gone'} — ${o.homeTeam} vs ${o.awayTeam}`,
        text: `${what}\n${note}\n\nStop these e-mails: ${this.options.unsubscribeLink(row.userId)}`,
        html: `<p>${escapeText(what)}</p><p><strong>${escapeText(note)}</strong></p>`,
      };
      try {
        await this.deliver(row.channel as AlertChannel, rule, message, '/opportunities');
        const status = row.channel === 'email' && this.mail.kind === 'outbox' ? 'stored' : 'sent';
        await this.mark([row.id], { status, sentAt: now, subject: message.subject, error: null });
      } catch (error) {
        const attempts = row.attempts + 1;
        await this.mark([row.id], {
          // A "gone" note that cannot go out soon is worth nothing later.
          status: attempts >= 3 ? 'failed' : 'pending',
          attempts,
          nextAttemptAt: new Date(now.getTime() + backoff(attempts)),
          error: describedError(error),
        });
      }
    }
  }

  private async deliver(
    channel: AlertChannel,
    rule: MemberAlertRule,
    message: RenderedMessage,
    opens: string,
  ) {
    if (channel === 'email') {
      await this.mail.send(this.mailOf(rule.userId, rule.address, message));
      return;
    }
    if (!this.push) throw new Error('web push is not available');
    await this.push.sendToMember(rule.userId, {
      title: message.subject,
      body: message.text.split('\n').slice(0, 3).join('\n'),
      url: `${this.options.baseUrl}${opens}`,
    });
  }

  private mailOf(userId: string, address: string, message: RenderedMessage) {
    const unsubscribe = this.options.unsubscribeLink(userId);
    return {
      to: address,
      ...message,
      headers: {
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }

  private async dropGoneAtSource<Row extends OutboxRow>(rows: Row[]): Promise<Row[]> {
    const check = this.options.stillThereAtSource;
    if (!check) return rows;
    const verdicts = new Map<string, boolean>();
    for (const id of new Set(rows.map((row) => row.opportunityId!))) {
      verdicts.set(id, await check(id).catch(() => true));
    }
    const gone = rows.filter((row) => verdicts.get(row.opportunityId!) === false);
    if (gone.length > 0) {
      await this.mark(
        gone.map((row) => row.id),
        { status: 'skipped', error: 'gone at the source when its stale prices were re-checked' },
      );
    }
    return rows.filter((row) => !gone.includes(row));
  }

  async markSkipped(id: number, reason: string) {
    await this.mark([id], { status: 'skipped', error: reason });
  }

  unsubscribeLinkFor(userId: string): string {
    return this.options.unsubscribeLink(userId);
  }

  private async mark(ids: number[], values: Partial<typeof alertOutbox.$inferInsert>) {
    if (ids.length === 0) return;
    await this.db.update(alertOutbox).set(values).where(inArray(alertOutbox.id, ids));
  }
}
