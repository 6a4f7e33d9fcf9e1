import { describe, expect, it } from 'vitest';
import { digestMatches, dueDigest } from './digest-scheduler';
import type { MemberAlertRule } from './member-rules';

const rule: MemberAlertRule = {
  userId: 'u1',
  realTime: true,
  email: true,
  push: false,
  frequency: 'daily',
  minArbitrageProfit: 1,
  // Below the detection minimum of 2 %: the member asked for more than Arbiter calls value.
  minEVPercentage: 1,
  devigMethod: 'power',
  methodChoices: [],
  sports: [],
  books: [],
  riskTolerance: 'high',
  quietHours: null,
  timezone: 'UTC',
  chats: [],
  address: 'member@example.test',
  defaultStake: 100,
  dailyCap: 50,
  cooldownMs: 0,
  moveThreshold: 0,
  muted: new Set(),
};
const legs = [{ book: 'draftkings' }] as never;
const row = (kind: 'arbitrage' | 'value' | 'middle', peakReturn: number) => ({
  kind,
  sportKey: 'basketball_nba',
  peakReturn,
  legs,
});

describe('what a digest lists', () => {
  it('leaves out a value bet whose logged (power) return never reached the detection minimum', () => {
    // Logged because another method called it value (decision 032); power says 1.5 %.
    expect(digestMatches(rule, row('value', 0.015), 0.02)).toBe(false);
    expect(digestMatches(rule, row('value', 0.025), 0.02)).toBe(true);
    expect(digestMatches(rule, row('value', -0.01), 0)).toBe(false);
  });

  it('judges arbitrage by the member’s own threshold only', () => {
    expect(digestMatches(rule, row('arbitrage', 0.015), 0.02)).toBe(true);
    expect(digestMatches(rule, row('arbitrage', 0.005), 0.02)).toBe(false);
  });

  it('is due at 08:00 local time for a daily member, once per day', () => {
    const at = Date.parse('2026-11-27T08:05:00Z');
    expect(dueDigest(rule, at)?.key).toBe('digest:daily:2026-11-27');
    expect(dueDigest(rule, Date.parse('2026-11-27T07:55:00Z'))).toBeNull();
  });
});
