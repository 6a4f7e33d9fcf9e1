import { uniformMethod } from '../../core/calibration/default-method';
import { eq } from 'drizzle-orm';
import {
  DEFAULT_SETTINGS,
  userSettingsSchema,
  type EmailPreferences,
  type UserSettings,
} from '../../contracts/settings';
import type { FairMethod } from '../../core/devig';
import { DEFAULT_DEVIG_METHOD } from '../../core/value';
import type { Database } from '../db/database';
import { userSettings, users } from '../db/schema/index';

type StoredSettings = Omit<UserSettings, 'portfolioValue'>;

/**
 * Stored settings over the defaults, key by key: one value that no longer validates (an older
 * version's, or hand-edited) falls back to its default without losing the others.
 */
export function mergeStored(stored: Record<string, unknown> | null): StoredSettings {
  const { portfolioValue: _unused, ...defaults } = DEFAULT_SETTINGS;
  if (!stored) return defaults;
  const shape = userSettingsSchema.shape;
  const merged: Record<string, unknown> = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof StoredSettings)[]) {
    if (!(key in stored)) continue;
    const parsed = shape[key].safeParse(stored[key]);
    if (parsed.success) merged[key] = parsed.data;
  }
  return merged as StoredSettings;
}

export async function readSettings(db: Database, userId: string): Promise<UserSettings | null> {
  const [row] = await db
    .select({ start: users.portfolioStartCents, settings: userSettings.settings })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return { ...mergeStored(row.settings), portfolioValue: row.start / 100 };
}

/** Saves the whole settings object: the starting value on the member, the rest in one row. */
export async function saveSettings(
  db: Database,
  userId: string,
  settings: UserSettings,
  now: Date,
): Promise<UserSettings> {
  const { portfolioValue, ...rest } = settings;
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ portfolioStartCents: Math.round(portfolioValue * 100), updatedAt: now })
      .where(eq(users.id, userId));
    await tx
      .insert(userSettings)
      .values({ userId, settings: rest, updatedAt: now })
      .onConflictDoUpdate({ target: userSettings.userId, set: { settings: rest, updatedAt: now } });
  });
  return settings;
}

/** The e-mail preferences are part of the settings: changing them keeps every other setting. */
export async function saveEmailPreferences(
  db: Database,
  userId: string,
  preferences: EmailPreferences,
  now: Date,
): Promise<EmailPreferences> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ settings: userSettings.settings })
      .from(userSettings)
      .where(eq(userSettings.userId, userId))
      .for('update');
    const settings = { ...mergeStored(row?.settings ?? null), ...preferences };
    await tx
      .insert(userSettings)
      .values({ userId, settings, updatedAt: now })
      .onConflictDoUpdate({ target: userSettings.userId, set: { settings, updatedAt: now } });
  });
  return preferences;
}

export function emailPreferencesOf(settings: UserSettings): EmailPreferences {
  return {
    emailNotifications: settings.emailNotifications,
    emailFrequency: settings.emailFrequency,
    minArbitrageProfit: settings.minArbitrageProfit,
    minEVPercentage: settings.minEVPercentage,
  };
}

/** The devig method the member measures CLV with across markets ('auto' reads as power). */
export async function devigMethodOf(db: Database, userId: string): Promise<FairMethod> {
  const choice = (await readSettings(db, userId))?.devigMethod;
  return choice === undefined ? DEFAULT_DEVIG_METHOD : uniformMethod(choice);
}
