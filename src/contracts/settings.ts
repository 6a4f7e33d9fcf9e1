import { z } from 'zod';
import { SPORT_GROUPS } from '../core/catalog/sports';
import { DEVIG_CHOICES } from '../core/calibration/default-method';
import { DEFAULT_DEVIG_METHOD } from '../core/value';

export const riskToleranceSchema = z.enum(['low', 'medium', 'high']);
export const emailFrequencySchema = z.enum(['instant', 'daily', 'weekly']);
export const oddsFormatSchema = z.enum(['decimal', 'american']);

/** Spec §9: the sport tiles a new member starts with. */
export const DEFAULT_PREFERRED_SPORTS = [
  'nfl',
  'nba',
  'mlb',
  'soccer',
  'mma',
  'boxing',
  'tennis',
  'nhl',
] as const;

const amount = z.number().finite().min(0).max(100_000_000);

const clockTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'times are HH:MM on a 24-hour clock' });

const timeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { message: 'timezone must be an IANA time zone such as America/New_York' },
  );

/**
 * The member's settings (spec's Settings entity, plus the odds display and default stake the
 * screens use). Every field is present in a response; a POST sends the whole object.
 */
export const userSettingsSchema = z
  .object({
    dailyLimit: amount,
    weeklyLimit: amount,
    riskTolerance: riskToleranceSchema,
    /** Sport groups shown as tiles; they pre-filter the dashboard and the opportunities page. */
    preferredSports: z.array(z.enum(SPORT_GROUPS)).max(SPORT_GROUPS.length),
    notifications: z.boolean(),
    emailNotifications: z.boolean(),
    emailFrequency: emailFrequencySchema,
    pushNotifications: z.boolean(),
    /** Percent, 0.5–10 in steps of 0.5 (the slider's range). */
    minArbitrageProfit: z
      .number()
      .min(0.5)
      .max(10)
      .refine((value) => Number.isInteger(value * 2), {
        message: 'minArbitrageProfit moves in steps of 0.5',
      }),
    /** Percent. */
    minEVPercentage: z.number().finite().min(0).max(100),
    /** Percent. */
    minWinProbability: z.number().finite().min(0).max(100),
    maxRiskLevel: riskToleranceSchema,
    sportFilters: z.array(z.string().min(1).max(100)).max(200),
    alertFrequency: emailFrequencySchema,
    theme: z.enum(['dark', 'light']),
    language: z.enum(['en']),
    timezone: timeZoneSchema,
    /** Portfolio starting value in dollars. */
    portfolioValue: amount,
    oddsFormat: oddsFormatSchema,
    /** The total stake the calculators start from, in dollars. */
    defaultStake: z.number().finite().positive().max(10_000_000),
    /** Alerts only for opportunities whose every bet is at one of these books; empty = any book. */
    alertBooks: z.array(z.string().min(1).max(100)).max(200),
    /** No alert is sent between these local times (the member's timezone); null = none. */
    quietHours: z.object({ start: clockTimeSchema, end: clockTimeSchema }).strict().nullable(),
    /** At most this many opportunity alerts a day, per channel. */
    dailyAlertCap: z.number().int().min(1).max(1000),
    /** After an alert about an event, no other alert about it for this many minutes (0 = none). */
    alertCooldownMinutes: z.number().int().min(0).max(1440),
    /**
     * Percentage points: an alerted opportunity whose return moves by more than this gets a
     * follow-up on the alert's channel, once (0 = none).
     */
    alertMoveThresholdPoints: z.number().finite().min(0).max(100),
    /**
     * The devig method whose EV ranks and filters the member's value bets and value alerts; every
     * value bet carries the EV under all of them. 'auto': per market, the method the track
     * record's evidence chose (power until it chose another).
     */
    devigMethod: z.enum(DEVIG_CHOICES, {
      message: `devigMethod is one of ${DEVIG_CHOICES.join(', ')}`,
    }),
  })
  .strict();
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** Spec §9 defaults for a new member. */
export const DEFAULT_SETTINGS: UserSettings = {
  dailyLimit: 500,
  weeklyLimit: 2000,
  riskTolerance: 'medium',
  preferredSports: [...DEFAULT_PREFERRED_SPORTS],
  notifications: true,
  emailNotifications: true,
  emailFrequency: 'weekly',
  pushNotifications: false,
  minArbitrageProfit: 2,
  minEVPercentage: 5,
  minWinProbability: 30,
  maxRiskLevel: 'high',
  sportFilters: [],
  alertFrequency: 'instant',
  theme: 'dark',
  language: 'en',
  timezone: 'America/New_York',
  portfolioValue: 1000,
  oddsFormat: 'decimal',
  defaultStake: 1000,
  alertBooks: [],
  quietHours: null,
  dailyAlertCap: 50,
  alertCooldownMinutes: 15,
  alertMoveThresholdPoints: 1,
  devigMethod: DEFAULT_DEVIG_METHOD,
};

export const settingsSavedSchema = z.object({
  success: z.literal(true),
  settings: userSettingsSchema,
});

/** Spec's Email preferences entity: the alert subset of the settings, stored with them. */
export const emailPreferencesSchema = userSettingsSchema
  .pick({
    emailNotifications: true,
    emailFrequency: true,
    minArbitrageProfit: true,
    minEVPercentage: true,
  })
  .strict();
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;
