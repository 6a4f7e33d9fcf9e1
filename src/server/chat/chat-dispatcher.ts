import { and, count, eq, gte, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Opportunity } from '../../contracts/opportunities';
import { alertBlock, alertSubject, stakesFooter } from '../alerts/alert-message';
import { figuresFor, type MemberAlertRule, type MemberRules } from '../alerts/member-rules';
import { claimOutboxRows, type OutboxRow } from '../alerts/outbox-claim';
import type { Database } from '../db/database';
import type { LiveBus } from '../platform/bus/live-bus';
import { alertOutbox, alertSnapshots, chatLinks, type ChatKind } from '../db/schema/index';
import { ChannelError, type ChatAlert, type ChatChannel, type MuteLink } from './chat-channel';
import type { ChatLinks } from './chat-links-service';

const DAY_MS = 86_400_000;
/** A claimed row whose sender died is claimed again after this long. */
const CLAIM_LEASE_MS = 2 * 60_000;
const MAX_BACKOFF_MS = 10 * 60_000;
/** After this many failed tries a row is given up (about an hour of backoff). */
const MAX_ATTEMPTS = 10;
const CLAIM_BATCH = 50;
/** E-mail and push say "gone" in a message of their own only this long after the alert. */
export const SEPARATE_FOLLOW_UP_WITHIN_MS = 60 * 60_000;

const backoff = (attempts: number) => Math.min(MAX_BACKOFF_MS, 5_000 * 2 ** (attempts - 1));

export const CHAT_KINDS: readonly ChatKind[] = ['telegram', 'discord'];

export interface ChatDispatcherOptions {
  baseUrl: string;
  /** Whether an opportunity is still live (ended ones are never sent); absent: assume it is. */
  isLive?: (opportunityId: string) => boolean;
  /** Signed links that mute the opportunity's event or sport for the member. */
  muteLinks?: (userId: string, opportunity: Opportunity) => MuteLink[];
  /** A link ended: every copy of the rules is read afresh (absent: only this one). */
  rulesChanged?: () => void;
}

/** What a follow-up row carries: the row of the message it edits, and what happened. */
export interface FollowUpPayload {
  [key: string]: unknown;
  originalId: number;
  reason: 'gone' | 'moved';
  note: string;
}

/**
 * Sends the outbox rows of the chat channels, one message per opportunity so a follow-up can edit
 * exactly that message. Rows are claimed (status `sending` with a lease, in the same statement
 * that picks them, `FOR UPDATE SKIP LOCKED`), so two senders, or a sender and its restart, never
 * send one row twice; a row is marked sent with the service's message id in the same breath as
 * the answer arrives. A sender that dies between the service's answer and that mark leaves the
 * row to be claimed again after the lease: the one case that can repeat a message.
 */
export class ChatDispatcher {
  private sending: Promise<unknown> | null = null;
  private readonly pending = new Set<Promise<unknown>>();
  private unsubscribeBus: (() => void) | null = null;
  /** Opportunities updated since the last pass, with their latest return (the shared view). */
  private readonly updated = new Map<string, number>();

  constructor(
    private readonly db: Database,
    private readonly rules: MemberRules,
    private readonly links: ChatLinks,
    private readonly channels: ReadonlyMap<ChatKind, ChatChannel>,
    private readonly options: ChatDispatcherOptions,
    private readonly clock: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * When an alerted opportunity ends, its messages are followed up ("gone after 3 min"); when it
   * moves past the member's threshold, once ("moved"). Updates are only noted here and looked at
   * by the next pass, in one query, however many arrive.
   */
  attach(bus: LiveBus) {
    this.unsubscribeBus = bus.subscribe((message) => {
      if (message.event.type === 'opportunity.updated') {
        const { opportunity } = message.event;
        this.updated.set(opportunity.id, opportunity.expectedValue);
        return;
      }
      if (message.event.type !== 'opportunity.removed') return;
      this.updated.delete(message.event.id);
      const queued = this.followUpGone(message.event.id).catch((error: unknown) =>
        this.log.error({ err: error }, 'could not queue gone follow-ups'),
      );
      this.pending.add(queued);
      void queued.finally(() => this.pending.delete(queued));
    });
  }

  async stop() {
    this.unsubscribeBus?.();
    await Promise.all(this.pending);
    await this.sending;
  }

  /** One pass of the timer's loop; a pass asked for while one runs waits for that one. */
  runOnce(): Promise<unknown> {
    this.sending ??= this.followUpMoved()
      .catch((error: unknown) => this.log.error({ err: error }, 'could not queue moved follow-ups'))
      .then(() => this.sendDue())
      .catch((error: unknown) => this.log.error({ err: error }, 'chat sender pass failed'))
      .finally(() => {
        this.sending = null;
      });
    return this.sending;
  }

  /**
   * One follow-up row per chat message sent about the opportunity, keyed so it is queued once
   * however often the end is reported. It edits the original message when sent.
   */
  async followUpGone(opportunityId: string): Promise<number> {
    const now = this.clock();
    const sent = await this.db
      .select()
      .from(alertOutbox)
      .where(
        and(
          eq(alertOutbox.opportunityId, opportunityId),
          eq(alertOutbox.kind, 'opportunity'),
          inArray(alertOutbox.status, ['sent', 'stored']),
        ),
      );
    // Chat messages are edited whenever their opportunity ends; a new e-mail or push only while
    // the alert is recent enough that the member may still be acting on it.
    const worthTelling = sent.filter(
      (row) =>
        (CHAT_KINDS as readonly string[]).includes(row.channel) ||
        now.getTime() - (row.sentAt ?? now).getTime() <= SEPARATE_FOLLOW_UP_WITHIN_MS,
    );
    if (worthTelling.length === 0) return 0;
    const rows = worthTelling.map((original) => {
      const minutes = Math.max(
        0,
        Math.round((now.getTime() - (original.sentAt ?? now).getTime()) / 60_000),
      );
      const payload: FollowUpPayload = {
        originalId: original.id,
        reason: 'gone',
        note: `Gone ${minutes < 1 ? 'within a minute' : `after ${minutes} min`} — don't chase it.`,
      };
      return {
        userId: original.userId,
        channel: original.channel,
        kind: 'followup' as const,
        recipient: original.recipient,
        dedupeKey: `gone:${original.id}`,
        opportunityId,
        payload,
        nextAttemptAt: now,
        createdAt: now,
      };
    });
    const inserted = await this.db
      .insert(alertOutbox)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: alertOutbox.id });
    return inserted.length;
  }

  /**
   * One follow-up per alert whose opportunity's return has moved, since the alert, by more than
   * the member's threshold (either way): the alert's own channel hears it once (key
   * `moved:<row id>`); chat services edit the message, e-mail and push only within the hour.
   */
  async followUpMoved(): Promise<number> {
    if (this.updated.size === 0) return 0;
    const latest = new Map(this.updated);
    this.updated.clear();
    const now = this.clock();
    const sent = await this.db
      .select({ row: alertOutbox, snapshot: alertSnapshots.payload })
      .from(alertOutbox)
      .innerJoin(alertSnapshots, eq(alertSnapshots.opportunityId, alertOutbox.opportunityId))
      .where(
        and(
          inArray(alertOutbox.opportunityId, [...latest.keys()]),
          eq(alertOutbox.kind, 'opportunity'),
          inArray(alertOutbox.status, ['sent', 'stored']),
        ),
      );
    if (sent.length === 0) return 0;
    const rules = new Map((await this.rules.current()).map((rule) => [rule.userId, rule]));
    const rows = sent.flatMap(({ row: original, snapshot }) => {
      const rule = rules.get(original.userId);
      const alerted = (snapshot as unknown as Opportunity).expectedValue;
      const current = latest.get(original.opportunityId!);
      if (!rule || rule.moveThreshold <= 0 || current === undefined) return [];
      if (!(Math.abs(current - alerted) > rule.moveThreshold)) return [];
      const sentAt = (original.sentAt ?? now).getTime();
      const chat = (CHAT_KINDS as readonly string[]).includes(original.channel);
      if (!chat && now.getTime() - sentAt > SEPARATE_FOLLOW_UP_WITHIN_MS) return [];
      const minutes = Math.max(0, Math.round((now.getTime() - sentAt) / 60_000));
      const percent = (value: number) => `${(value * 100).toFixed(2)} %`;
      const payload: FollowUpPayload = {
        originalId: original.id,
        reason: 'moved',
        note: `Moved ${minutes < 1 ? 'within a minute' : `after ${minutes} min`}: ${percent(alerted)} → ${percent(current)}. Check the prices before you bet.`,
      };
      return [
        {
          userId: original.userId,
          channel: original.channel,
          kind: 'followup' as const,
          recipient: original.recipient,
          dedupeKey: `moved:${original.id}`,
          opportunityId: original.opportunityId,
          payload,
          nextAttemptAt: now,
          createdAt: now,
        },
      ];
    });
    if (rows.length === 0) return 0;
    const inserted = await this.db
      .insert(alertOutbox)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: alertOutbox.id });
    return inserted.length;
  }

  /** One pass: claims the due rows and sends each; returns how many it claimed. */
  async sendDue(): Promise<number> {
    const now = this.clock();
    const claimed = await claimOutboxRows(
      this.db,
      { channels: CHAT_KINDS, limit: CLAIM_BATCH, leaseMs: CLAIM_LEASE_MS },
      now,
    );
    if (claimed.length === 0) return 0;
    const rules = new Map((await this.rules.current()).map((rule) => [rule.userId, rule]));
    const targets = await this.targetsOf([...new Set(claimed.map((row) => row.userId))]);
    for (const row of claimed) {
      try {
        await this.sendRow(row, rules.get(row.userId), targets, now);
      } catch (error) {
        await this.failed(row, error, now, targets);
      }
    }
    return claimed.length;
  }

  private async targetsOf(userIds: string[]) {
    const rows = await this.db.select().from(chatLinks).where(inArray(chatLinks.userId, userIds));
    return new Map(rows.map((row) => [`${row.userId}\u0001${row.kind}`, row.target]));
  }

  private async sendRow(
    row: OutboxRow,
    rule: MemberAlertRule | undefined,
    targets: Map<string, string>,
    now: Date,
  ) {
    const kind = row.channel as ChatKind;
    const channel = this.channels.get(kind);
    const target = targets.get(`${row.userId}\u0001${kind}`);
    if (!channel)
      return this.mark(row.id, {
        status: 'skipped',
        error: `${kind} is not set up on this server`,
      });
    if (row.kind === 'followup') return this.sendFollowUp(row, channel, now);
    if (!target)
      return this.mark(row.id, { status: 'skipped', error: `no ${kind} chat is linked` });
    if (!rule) {
      return this.mark(row.id, {
        status: 'skipped',
        error: 'no longer a member who receives alerts',
      });
    }
    if (row.opportunityId === null || this.options.isLive?.(row.opportunityId) === false) {
      return this.mark(row.id, {
        status: 'skipped',
        error: 'the opportunity ended before the alert could go out',
      });
    }
    if ((await this.sentToday(row.userId, kind, now)) >= rule.dailyCap) {
      return this.mark(row.id, {
        status: 'skipped',
        error: `daily cap of ${rule.dailyCap} alerts reached`,
      });
    }
    const [snapshot] = await this.db
      .select()
      .from(alertSnapshots)
      .where(eq(alertSnapshots.opportunityId, row.opportunityId));
    if (!snapshot)
      return this.mark(row.id, { status: 'skipped', error: 'the opportunity was not kept' });
    const shared = snapshot.payload as unknown as Opportunity;
    const opportunity = figuresFor(rule, shared);
    const alert = this.alertOf(rule, opportunity, row.createdAt.getTime(), now);
    const messageId = await channel.send(target, alert);
    await this.mark(row.id, {
      status: 'sent',
      sentAt: now,
      chatMessageId: messageId,
      subject: alert.title,
      payload: { target },
      error: null,
    });
  }

  private async sendFollowUp(row: OutboxRow, channel: ChatChannel, now: Date) {
    const payload = row.payload as FollowUpPayload;
    const [original] = await this.db
      .select()
      .from(alertOutbox)
      .where(eq(alertOutbox.id, payload.originalId));
    const target = (original?.payload as { target?: string } | undefined)?.target;
    if (!original?.chatMessageId || !target) {
      return this.mark(row.id, { status: 'skipped', error: 'the original message is not known' });
    }
    const alert: ChatAlert = {
      title: `${payload.reason === 'gone' ? 'Gone' : 'Moved'}: ${original.subject ?? 'opportunity'}`,
      lines: [payload.note],
      link: `${this.options.baseUrl}/opportunities`,
      tone: payload.reason,
    };
    await channel.edit(target, original.chatMessageId, alert);
    await this.mark(row.id, {
      status: 'sent',
      sentAt: now,
      chatMessageId: original.chatMessageId,
      subject: alert.title,
      error: null,
    });
  }

  alertOf(rule: MemberAlertRule, opportunity: Opportunity, queuedAt: number, now: Date): ChatAlert {
    const block = alertBlock(
      { opportunity, queuedAt },
      rule.defaultStake,
      now.getTime(),
      this.options.baseUrl,
    );
    return {
      title: alertSubject(opportunity).replace(/^Arbiter: /, ''),
      lines: [
        block.title,
        block.summary,
        ...block.stakes.map((s) => `• ${s}`),
        stakesFooter(rule.defaultStake),
      ],
      link: block.link,
      ...(this.options.muteLinks
        ? { mutes: this.options.muteLinks(rule.userId, opportunity) }
        : {}),
      tone: 'new',
    };
  }

  private async sentToday(userId: string, kind: ChatKind, now: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(alertOutbox)
      .where(
        and(
          eq(alertOutbox.userId, userId),
          eq(alertOutbox.channel, kind),
          eq(alertOutbox.kind, 'opportunity'),
          eq(alertOutbox.status, 'sent'),
          gte(alertOutbox.sentAt, new Date(now.getTime() - DAY_MS)),
        ),
      );
    return row?.n ?? 0;
  }

  private async failed(row: OutboxRow, error: unknown, now: Date, targets: Map<string, string>) {
    const kind = row.channel as ChatKind;
    const failure =
      error instanceof ChannelError
        ? error.failure
        : { kind: 'transient' as const, reason: 'the message could not be sent' };
    const attempts = row.attempts + 1;
    this.log.warn(
      { err: error, userId: row.userId, channel: kind, attempts },
      'chat alert not sent',
    );
    if (failure.kind === 'ended') {
      const key = `${row.userId}\u0001${kind}`;
      const target = targets.get(key);
      // Only the link that failed ends: a member who relinked meanwhile keeps the new chat.
      if (target !== undefined) await this.links.remove(row.userId, kind, target);
      targets.delete(key);
      if (this.options.rulesChanged) this.options.rulesChanged();
      else this.rules.invalidate();
      await this.db
        .update(alertOutbox)
        .set({ status: 'skipped', error: `link ended: ${failure.reason}`, attempts })
        .where(
          and(
            eq(alertOutbox.userId, row.userId),
            eq(alertOutbox.channel, kind),
            inArray(alertOutbox.status, ['pending', 'sending']),
          ),
        );
      return;
    }
    if (failure.kind === 'transient' && attempts >= MAX_ATTEMPTS) {
      return this.mark(row.id, { status: 'failed', attempts, error: failure.reason });
    }
    const wait = failure.kind === 'retry-after' ? failure.retryAfterMs : backoff(attempts);
    await this.mark(row.id, {
      status: 'pending',
      attempts,
      nextAttemptAt: new Date(now.getTime() + wait),
      error: failure.reason,
    });
  }

  private async mark(id: number, values: Partial<typeof alertOutbox.$inferInsert>) {
    await this.db.update(alertOutbox).set(values).where(eq(alertOutbox.id, id));
  }
}
