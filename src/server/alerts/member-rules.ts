import { and, eq, gt, inArray } from 'drizzle-orm';
import { EMPTY_LEDGER, type LedgerBook, type MemberLedger } from '../../core/book-ledger';
import { hasSubscriberAccess } from '../../core/membership-access';
import { alertRuleOf, type AlertRule } from '../../core/alerts/alert-rules';
import { methodFor, type MarketMethod } from '../../core/calibration/default-method';
import { MethodChoiceCache } from '../calibration/method-choice-cache';
import type { Opportunity } from '../../contracts/opportunities';
import { clearsUnderMethod, underMethod } from '../../contracts/value-under-method';
import type { UserSettings } from '../../contracts/settings';
import { forMember } from '../engine/member-opportunities';
import { mergeStored } from '../account/settings-service';
import type { Database } from '../db/database';
import {
  bookLedgerEntries,
  alertMutes,
  bookLedgers,
  chatLinks,
  type MuteScope,
  pushSubscriptions,
  type ChatKind,
  userSettings,
  users,
} from '../db/schema/index';

export interface MemberAlertRule extends AlertRule {
  /** The chat services the member linked (Telegram, Discord): each gets instant alerts. */
  readonly chats: readonly ChatKind[];
  readonly email: boolean;
  readonly address: string;
  readonly defaultStake: number;
  readonly dailyCap: number;
  /** After an alert about an event, no other one about it on that channel for this long. */
  readonly cooldownMs: number;
  /** A move of the alerted return by more than this (a fraction; 0 = never) is followed up. */
  readonly moveThreshold: number;
  /** Event ids and sport keys the member muted from an alert, while the mute lasts. */
  readonly muted: ReadonlySet<string>;
}

const NO_MUTES: ReadonlySet<string> = new Set();
const muteKey = (scope: MuteScope, key: string) => `${scope}:${key}`;

/** Whether the member muted this opportunity's event or sport. */
export function isMuted(
  rule: MemberAlertRule,
  opportunity: Pick<Opportunity, 'eventId' | 'sport'>,
) {
  return (
    rule.muted.has(muteKey('event', opportunity.eventId)) ||
    rule.muted.has(muteKey('sport', opportunity.sport))
  );
}

export function ruleOf(
  user: { id: string; email: string },
  settings: Omit<UserSettings, 'portfolioValue'>,
  hasPush: boolean,
  ledger: MemberLedger = EMPTY_LEDGER,
  chats: readonly ChatKind[] = [],
  muted: ReadonlySet<string> = NO_MUTES,
  methodChoices: readonly MarketMethod[] = [],
): MemberAlertRule {
  return {
    ...alertRuleOf(user.id, settings, hasPush, methodChoices),
    chats,
    muted,
    cooldownMs: settings.alertCooldownMinutes * 60_000,
    moveThreshold: settings.alertMoveThresholdPoints / 100,
    ledger,
    address: user.email,
    defaultStake: settings.defaultStake,
    dailyCap: settings.dailyAlertCap,
  };
}

/**
 * The opportunity as this member sees it (their books, limits and commission, a value bet under
 * their devig method), or null: a value bet their method does not call value (under
 * `valueMinEv`, the detection minimum) is not theirs, whatever their own alert threshold.
 */
export function opportunityFor(
  rule: MemberAlertRule,
  opportunity: Opportunity,
  valueMinEv: number,
): Opportunity | null {
  const own = rule.ledger === undefined ? opportunity : forMember(opportunity, rule.ledger);
  if (own === null) return null;
  const method = methodFor(rule.devigMethod, rule.methodChoices, own.sport, own.betType);
  return clearsUnderMethod(own, method, valueMinEv) ? underMethod(own, method) : null;
}

/**
 * An alert already matched, in this member's figures (books, limits, commission, their method):
 * what it is sent and followed up with. The shared opportunity when their ledger now hides it.
 */
export function figuresFor(rule: MemberAlertRule, opportunity: Opportunity): Opportunity {
  const own = (rule.ledger && forMember(opportunity, rule.ledger)) ?? opportunity;
  return underMethod(own, methodFor(rule.devigMethod, rule.methodChoices, own.sport, own.betType));
}

/**
 * The alert rules of every member who may receive opportunity alerts (active or trialing, access
 * not ended), held in memory: matching a new opportunity must not wait on the database. Read
 * again every minute and whenever a member's settings or membership change.
 */
export class MemberRules {
  private rules: MemberAlertRule[] = [];
  private loadedAt = 0;
  private loading: Promise<void> | null = null;
  private stale = true;
  private readonly choices: MethodChoiceCache;

  /**
   * `valueMinEv` is the detection minimum a value bet must reach under the member's method
   * (opportunityFor); 0 asks only for a positive EV.
   */
  constructor(
    private readonly db: Database,
    private readonly clock: () => Date,
    readonly valueMinEv = 0,
    private readonly maxAgeMs = 60_000,
  ) {
    this.choices = new MethodChoiceCache(db, clock);
  }

  invalidate() {
    this.stale = true;
  }

  async current(): Promise<readonly MemberAlertRule[]> {
    if (this.stale || this.clock().getTime() - this.loadedAt > this.maxAgeMs) await this.reload();
    return this.rules;
  }

  private reload(): Promise<void> {
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async load() {
    const now = this.clock();
    this.stale = false;
    const rows = (
      await this.db
        .select({
          id: users.id,
          email: users.email,
          subscriptionStatus: users.subscriptionStatus,
          accessEndsAt: users.accessEndsAt,
          settings: userSettings.settings,
        })
        .from(users)
        .leftJoin(userSettings, eq(userSettings.userId, users.id))
        .where(inArray(users.subscriptionStatus, ['active', 'trialing']))
    ).filter((row) => hasSubscriberAccess(row, now));
    const withPush = new Set(
      rows.length === 0
        ? []
        : (
            await this.db
              .selectDistinct({ userId: pushSubscriptions.userId })
              .from(pushSubscriptions)
          ).map((row) => row.userId),
    );
    const ids = rows.map((row) => row.id);
    const [ledgers, chats, mutes] = await Promise.all([
      ledgersOf(this.db, ids),
      chatsOf(this.db, ids),
      mutesOf(this.db, ids, now),
    ]);
    const settings = rows.map((row) => mergeStored(row.settings));
    // Only a member on 'auto' needs the evidence's choice per market.
    const choices = settings.some((own) => own.devigMethod === 'auto')
      ? await this.choices.get()
      : [];
    this.rules = rows.map((row, index) =>
      ruleOf(
        row,
        settings[index]!,
        withPush.has(row.id),
        ledgers.get(row.id),
        chats.get(row.id),
        mutes.get(row.id),
        choices,
      ),
    );
    this.loadedAt = now.getTime();
  }
}

async function mutesOf(
  db: Database,
  userIds: string[],
  now: Date,
): Promise<Map<string, Set<string>>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(alertMutes)
    .where(and(inArray(alertMutes.userId, userIds), gt(alertMutes.until, now)));
  const byMember = new Map<string, Set<string>>();
  for (const row of rows) {
    const own = byMember.get(row.userId) ?? new Set<string>();
    own.add(muteKey(row.scope, row.key));
    byMember.set(row.userId, own);
  }
  return byMember;
}

async function chatsOf(db: Database, userIds: string[]): Promise<Map<string, ChatKind[]>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: chatLinks.userId, kind: chatLinks.kind })
    .from(chatLinks)
    .where(inArray(chatLinks.userId, userIds));
  const byMember = new Map<string, ChatKind[]>();
  for (const row of rows) byMember.set(row.userId, [...(byMember.get(row.userId) ?? []), row.kind]);
  return byMember;
}

/** The book ledgers of these members, in two queries; a member without one is left out. */
async function ledgersOf(db: Database, userIds: string[]): Promise<Map<string, MemberLedger>> {
  if (userIds.length === 0) return new Map();
  const [heads, entries] = await Promise.all([
    db.select().from(bookLedgers).where(inArray(bookLedgers.userId, userIds)),
    db.select().from(bookLedgerEntries).where(inArray(bookLedgerEntries.userId, userIds)),
  ]);
  const onlyMyBooks = new Map(heads.map((head) => [head.userId, head.onlyMyBooks]));
  const books = new Map<string, Map<string, LedgerBook>>();
  for (const entry of entries) {
    const own = books.get(entry.userId) ?? new Map<string, LedgerBook>();
    own.set(entry.book, {
      status: entry.status,
      maxStake: entry.maxStakeCents === null ? null : entry.maxStakeCents / 100,
    });
    books.set(entry.userId, own);
  }
  return new Map(
    [...books].map(([userId, own]) => [
      userId,
      { onlyMyBooks: onlyMyBooks.get(userId) ?? true, books: own },
    ]),
  );
}
