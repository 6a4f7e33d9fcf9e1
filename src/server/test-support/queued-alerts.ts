import type { Opportunity } from '../../contracts/opportunities';
import { DEFAULT_SETTINGS } from '../../contracts/settings';
import { saveSettings } from '../account/settings-service';
import { bookSetKey } from '../alerts/alert-dispatcher';
import { memberWithSession } from '../billing/test-support/member-session';
import type { Database } from '../db/database';
import { alertOutbox, alertSnapshots } from '../db/schema/index';
import { alertOpportunity } from './alert-opportunity';
import { grantMembership } from './membership';

/**
 * `n` members with instant e-mail alerts, each with one matched opportunity written to the
 * outbox as the matcher writes it. Returns the opportunities: a sender sends only live ones.
 */
export async function queueEmailAlerts(db: Database, n: number, tag = ''): Promise<Opportunity[]> {
  const now = new Date();
  const live: Opportunity[] = [];
  for (let i = 0; i < n; i++) {
    const email = `member${tag}${i}@cluster.test`;
    const { user } = await memberWithSession(db, email, now);
    await grantMembership(db, email, now.getTime());
    await saveSettings(db, user.id, { ...DEFAULT_SETTINGS, emailFrequency: 'instant' }, now);
    const opportunity = alertOpportunity();
    live.push(opportunity);
    await db.insert(alertSnapshots).values({
      opportunityId: opportunity.id,
      payload: opportunity as unknown as Record<string, unknown>,
      queuedAt: now,
    });
    await db.insert(alertOutbox).values({
      userId: user.id,
      channel: 'email',
      kind: 'opportunity',
      dedupeKey: bookSetKey(opportunity),
      opportunityId: opportunity.id,
      eventId: opportunity.eventId,
      recipient: email,
      nextAttemptAt: now,
      createdAt: now,
    });
  }
  return live;
}
