import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { sourceFloorMs } from './create-feed';

/** The near-event interval the feed uses: the configured one, held to the source's floor. */
const pollEveryMs = (env: Record<string, string>) => {
  const config = loadConfig({ ODDS_POLL_INTERVAL_S: '15', ...env });
  return Math.max(config.odds.pollIntervalMs, sourceFloorMs(config.odds.source));
};

describe('the poll floor', () => {
  it('holds The Odds API’s own host to 60 s', () => {
    expect(pollEveryMs({ ODDS_API_KEY: 'key' })).toBe(60_000);
    expect(
      pollEveryMs({ ODDS_API_KEY: 'key', ODDS_API_BASE_URL: 'https://API.the-odds-api.com/' }),
    ).toBe(60_000);
    expect(
      pollEveryMs({ ODDS_API_KEY: 'key', ODDS_API_BASE_URL: 'https://ipv6-api.the-odds-api.com' }),
    ).toBe(60_000);
  });

  it('lets any other v4-speaking source poll at the configured interval', () => {
    for (const url of [
      'http://127.0.0.1:8080',
      'https://odds-mirror.example.com/v4-proxy',
      // Not The Odds API: the name only ends like it.
      'https://not-the-odds-api.com',
    ]) {
      expect(pollEveryMs({ ODDS_API_KEY: 'key', ODDS_API_BASE_URL: url }), url).toBe(15_000);
    }
  });

  it('has none for the embedded simulator', () => {
    expect(pollEveryMs({})).toBe(15_000);
  });
});
