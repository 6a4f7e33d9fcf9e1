import type { z } from 'zod';
import { userSettingsSchema, type UserSettings } from '../../../contracts/settings';
import { SPORT_GROUPS, type SportGroup } from '../../../core/catalog/sports';
import { parseMoneyText } from '../../lib/money-text';

/** The settings a member types as free text: held as typed until they are saved. */
export const TEXT_FIELDS = [
  'portfolioValue',
  'defaultStake',
  'minEVPercentage',
  'dailyAlertCap',
  'alertCooldownMinutes',
  'alertMoveThresholdPoints',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

/** The form's state: the saved settings with the typed fields as text. */
export type SettingsDraft = Omit<UserSettings, TextField> & Record<TextField, string>;

export type SettingsKey = keyof UserSettings;
export type FieldErrors = Partial<Record<SettingsKey, string>>;

/** What each tab gets: the draft, what does not read in it, and a way to change one setting. */
export type DraftEditor = {
  draft: SettingsDraft;
  errors: FieldErrors;
  update: <K extends SettingsKey>(key: K, value: SettingsDraft[K]) => void;
};

const PERCENT = /^(\d+(\.\d*)?|\.\d+)$/;
const WHOLE = /^\d{1,7}$/;

/** "5", "2.5", "2.5%" → a percentage; null for anything else. */
export function parsePercentText(text: string): number | null {
  const plain = text.trim().replace(/%$/, '').trim();
  return PERCENT.test(plain) ? Number(plain) : null;
}

/** "50", " 200 " → a whole number; null for anything else (decimals, signs, text). */
export function parseWholeText(text: string): number | null {
  const plain = text.trim().replace(/,(?=\d{3}$)/, '');
  return WHOLE.test(plain) ? Number(plain) : null;
}

const PARSERS: Record<TextField, (text: string) => number | null> = {
  portfolioValue: parseMoneyText,
  defaultStake: parseMoneyText,
  minEVPercentage: parsePercentText,
  dailyAlertCap: parseWholeText,
  alertCooldownMinutes: parseWholeText,
  alertMoveThresholdPoints: parsePercentText,
};

const FORMAT_HINTS: Record<TextField, string> = {
  portfolioValue: 'Enter a dollar amount of 0 or more, such as 1000.00.',
  defaultStake: 'Enter a dollar amount above 0, such as 1000.00.',
  minEVPercentage: 'Enter a percentage such as 5 or 2.5.',
  dailyAlertCap: 'Enter a whole number of alerts from 1 to 1000.',
  alertCooldownMinutes: 'Enter a whole number of minutes from 0 to 1440.',
  alertMoveThresholdPoints: 'Enter percentage points from 0 to 100, such as 1 or 0.5.',
};

export function toDraft(settings: UserSettings): SettingsDraft {
  return {
    ...settings,
    portfolioValue: settings.portfolioValue.toFixed(2),
    defaultStake: settings.defaultStake.toFixed(2),
    minEVPercentage: String(settings.minEVPercentage),
    dailyAlertCap: String(settings.dailyAlertCap),
    alertCooldownMinutes: String(settings.alertCooldownMinutes),
    alertMoveThresholdPoints: String(settings.alertMoveThresholdPoints),
  };
}

/** Sports stay in catalogue order whatever order they were tapped in. */
export function toggleSport(selected: readonly SportGroup[], sport: SportGroup): SportGroup[] {
  const on = !selected.includes(sport);
  return SPORT_GROUPS.filter((group) => (group === sport ? on : selected.includes(group)));
}

const number = (value: number) => value.toLocaleString('en-US');

/** The contract's bounds in words, for the field they belong to. */
function issueText(issue: z.core.$ZodIssue): string {
  if (issue.code === 'too_big') {
    return `Must be ${issue.inclusive === false ? 'less than' : 'at most'} ${number(Number(issue.maximum))}.`;
  }
  if (issue.code === 'too_small') {
    return `Must be ${issue.inclusive === false ? 'more than' : 'at least'} ${number(Number(issue.minimum))}.`;
  }
  return issue.message;
}

export type DraftResult = { ok: true; settings: UserSettings } | { ok: false; errors: FieldErrors };

/** The draft as the settings to send, checked by the same schema the server uses. */
export function parseDraft(draft: SettingsDraft): DraftResult {
  const errors: FieldErrors = {};
  const numbers: Partial<Record<TextField, number>> = {};
  for (const field of TEXT_FIELDS) {
    const value = PARSERS[field](draft[field]);
    if (value === null) errors[field] = FORMAT_HINTS[field];
    else numbers[field] = value;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const parsed = userSettingsSchema.safeParse({ ...draft, ...numbers });
  if (parsed.success) return { ok: true, settings: parsed.data };
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as SettingsKey;
    errors[key] ??= issueText(issue);
  }
  return { ok: false, errors };
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item) => b.includes(item));
  }
  // Quiet hours: a pair of times, equal when both times are.
  if (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null) {
    return JSON.stringify(a) === JSON.stringify(b);
  }
  return a === b;
}

/**
 * The settings the member has edited. A typed field counts as edited when it no longer reads as
 * the saved value ("1000" for 1000.00 is not an edit; "abc" is); a list, when it holds other
 * items, in any order.
 */
export function changedFields(draft: SettingsDraft, saved: UserSettings): SettingsKey[] {
  return (Object.keys(saved) as SettingsKey[]).filter((key) => {
    if ((TEXT_FIELDS as readonly string[]).includes(key)) {
      const field = key as TextField;
      return PARSERS[field](draft[field]) !== saved[field];
    }
    return !sameValue(draft[key], saved[key]);
  });
}
