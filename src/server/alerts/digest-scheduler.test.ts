import { describe, expect, it } from 'vitest';
import { digestFigure, dueDigest } from './digest-scheduler';
import type { MemberAlertRule } from './member-rules';
import { shinApart } from '../test-support/shin-apart';

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
const evs = shinApart;
const row = (
  kind: 'arbitrage' | 'value' | 'middle',
  peakReturn: number,
  more: { peakEvByMethod?: ReturnType<typeof evs>; minEv?: number } = {},
) => ({
  kind,
  sportKey: 'basketball_nba',
  market: 'h2h',
  peakReturn,
  legs,
  peakEvByMethod: more.peakEvByMethod ?? null,
  minEv: more.minEv ?? null,
});
const shinRule: MemberAlertRule = { ...rule, devigMethod: 'shin' };

describe('what a digest lists', () => {
  it('judges a value bet by its peak EV under the member’s own method, at the detection minimum', () => {
    // Logged because Shin called it value (decision 032); power says 1.5 %.
    const shinOnly = row('value', 0.015, { peakEvByMethod: evs(0.015, 0.025), minEv: 0.02 });
    expect(digestFigure(rule, shinOnly, 0.02)).toBeNull();
    expect(digestFigure(shinRule, shinOnly, 0.02)).toEqual({ peakReturn: 0.025, method: 'shin' });
    // Power calls it value, Shin does not: the Shin member's digest leaves it out.
    const powerOnly = row('value', 0.03, { peakEvByMethod: evs(0.03, 0.01), minEv: 0.02 });
    expect(digestFigure(rule, powerOnly, 0.02)).toEqual({ peakReturn: 0.03, method: 'power' });
    expect(digestFigure(shinRule, powerOnly, 0.02)).toBeNull();
  });

  it('holds a consensus-priced bet to its own higher threshold', () => {
    const consensus = row('value', 0.03, { peakEvByMethod: evs(0.03, 0.05), minEv: 0.04 });
    expect(digestFigure(rule, consensus, 0.02)).toBeNull();
    expect(digestFigure(shinRule, consensus, 0.02)?.peakReturn).toBe(0.05);
  });

  it('judges rows logged before each method was kept by power’s return', () => {
    expect(digestFigure(shinRule, row('value', 0.025), 0.02)).toEqual({
      peakReturn: 0.025,
      method: 'power',
    });
    expect(digestFigure(rule, row('value', 0.015), 0.02)).toBeNull();
    expect(digestFigure(rule, row('value', -0.01), 0)).toBeNull();
  });

  it('judges arbitrage by the member’s own threshold only', () => {
    expect(digestFigure(rule, row('arbitrage', 0.015), 0.02)).toEqual({
      peakReturn: 0.015,
      method: null,
    });
    expect(digestFigure(rule, row('arbitrage', 0.005), 0.02)).toBeNull();
  });

  it('is due at 08:00 local time for a daily member, once per day', () => {
    const at = Date.parse('2026-11-27T08:05:00Z');
    expect(dueDigest(rule, at)?.key).toBe('digest:daily:2026-11-27');
    expect(dueDigest(rule, Date.parse('2026-11-27T07:55:00Z'))).toBeNull();
  });
});
