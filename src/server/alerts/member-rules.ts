import { eq, inArray } from 'drizzle-orm';
import { hasSubscriberAccess } from '../../core/membership-access';
import { alertRuleOf, type AlertRule } from '../../core/alerts/alert-rules';
import type { UserSettings } from '../../contracts/settings';
import { mergeStored } from '../account/settings-service';
import type { Database } from '../db/database';
import { pushSubscriptions, userSettings, users } from '../db/schema/index';

export interface MemberAlertRule extends AlertRule {
  readonly email: boolean;
  readonly address: string;
  readonly defaultStake: number;
  readonly dailyCap: number;
}

export function ruleOf(
  user: { id: string; email: string },
  settings: Omit<UserSettings, 'portfolioValue'>,
  hasPush: boolean,
): MemberAlertRule {
  return {
    ...alertRuleOf(user.id, settings, hasPush),
    address: user.email,
    defaultStake: settings.defaultStake,
    dailyCap: settings.dailyAlertCap,
  };
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

  constructor(
    private readonly db: Database,
    private readonly clock: () => Date,
    private readonly maxAgeMs = 60_000,
  ) {}

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
    this.rules = rows.map((row) => ruleOf(row, mergeStored(row.settings), withPush.has(row.id)));
    this.loadedAt = now.getTime();
  }
}
