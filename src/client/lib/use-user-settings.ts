import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_SETTINGS,
  settingsSavedSchema,
  userSettingsSchema,
  type UserSettings,
} from '../../contracts/settings';
import type { SportGroup } from '../../core/catalog/sports';
import { apiFetch } from './api-fetch';
import type { OddsFormat } from './format-figures';
import { invalidatePortfolio } from './invalidate-portfolio';
import { OPPORTUNITIES_URL } from './live-stream/live-urls';
import { apiQuery } from './query-client';

/**
 * The member's settings. Several screens read them (odds display, preferred sports, the settings
 * page itself), so the query key lives here: the URL, as every default read is keyed.
 */
export const USER_SETTINGS_URL = '/api/user/settings';

export const userSettingsQuery = apiQuery(USER_SETTINGS_URL, userSettingsSchema);

/** GET /api/user/settings: the spec's defaults until the member saves their own. */
export function useUserSettings() {
  return useQuery(userSettingsQuery);
}

/**
 * How the member reads odds (Settings → Preferences). Decimal until their settings have loaded,
 * and if they cannot be: odds are always shown, in the spec's default form at worst.
 */
export function useOddsFormat(): OddsFormat {
  const query = useQuery({ ...userSettingsQuery, select: (settings) => settings.oddsFormat });
  return query.data ?? DEFAULT_SETTINGS.oddsFormat;
}

/**
 * The sport groups the member chose as tiles; undefined until their settings have loaded (or when
 * they cannot be), so a screen never pre-filters on a guess.
 */
export function usePreferredSports(): readonly SportGroup[] | undefined {
  return useQuery({ ...userSettingsQuery, select: (settings) => settings.preferredSports }).data;
}

/** The devig method that ranks the member's value bets; the default until settings load. */
export function useDevigMethod(): UserSettings['devigMethod'] {
  const query = useQuery({ ...userSettingsQuery, select: (settings) => settings.devigMethod });
  return query.data ?? DEFAULT_SETTINGS.devigMethod;
}

function saveSettings(settings: UserSettings) {
  return apiFetch(USER_SETTINGS_URL, {
    method: 'POST',
    json: settings,
    schema: settingsSavedSchema,
  });
}

/**
 * POST /api/user/settings with the whole object. The answer becomes the cached settings, so every
 * screen reading them follows at once; a new starting value moves the bankroll, so its figures
 * are read again.
 */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: ({ settings }) => {
      const before = queryClient.getQueryData(userSettingsQuery.queryKey);
      queryClient.setQueryData(userSettingsQuery.queryKey, settings);
      if (before?.portfolioValue !== settings.portfolioValue) {
        void invalidatePortfolio(queryClient);
      }
      // The server lists the value bets the member's devig method calls value (decision 032).
      if (before?.devigMethod !== settings.devigMethod) {
        void queryClient.invalidateQueries({ queryKey: [OPPORTUNITIES_URL] });
      }
    },
  });
}
