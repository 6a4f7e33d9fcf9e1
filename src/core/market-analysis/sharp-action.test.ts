import { describe, expect, it } from 'vitest';
import { DEFAULT_PARAMETERS } from './parameters';
import type { SideSeries } from './price-series';
import {
  marketSharpAction,
  sharpVsPublic,
  sideSharpSignal,
  strongestSharpAction,
} from './sharp-action';
import type { SteamMove } from './steam';
import { path, series } from './test-support/series';

const parameters = DEFAULT_PARAMETERS;

/** Prices from implied probabilities, moved over hours (never steam). */
function side(outcome: string, moves: Record<string, [number, number]>): SideSeries {
  return series(
    Object.entries(moves).flatMap(([book, [from, to]]) =>
      path(book, outcome, [
        [0, 1 / from],
        [180, 1 / to],
      ]),
    ),
    'h2h',
    outcome,
  );
}

const SHARP = ['pinnacle', 'circasports'];
const RECREATIONAL = ['draftkings', 'fanduel', 'betmgm'];

/** Sharp books move Home by `sharp`, recreational books by `recreational`; Away mirrors. */
function market(sharp: number, recreational: number) {
  const moves = (outcome: 'Home' | 'Away') => {
    const sign = outcome === 'Home' ? 1 : -1;
    return Object.fromEntries([
      ...SHARP.map((book) => [book, [0.5, 0.5 + sign * sharp]] as const),
      ...RECREATIONAL.map((book) => [book, [0.51, 0.51 + sign * recreational]] as const),
    ]);
  };
  return [side('Home', moves('Home')), side('Away', moves('Away'))].map(sideSharpSignal);
}

describe('sharp action', () => {
  it('finds a sharp move against the recreational books: a reverse line move on the sharp side', () => {
    const signals = market(0.04, -0.02);
    const action = marketSharpAction(signals, [], parameters);
    expect(action).toMatchObject({
      detected: true,
      market: 'h2h',
      side: 'Home',
      reverseLineMove: true,
      sharpLedMoves: 0,
      sharpBooks: 2,
    });
    expect(action.sharpChange).toBeCloseTo(0.04, 9);
    expect(action.recreationalChange).toBeCloseTo(-0.02, 9);
    // 100 × (0.5 × min(1, 0.04 / 0.04) + 0.3 × 1 + 0.2 × 0)
    expect(action.strength).toBe(80);
  });

  it('estimates sharp against public from those signals, labelled as an estimate', () => {
    const signals = market(0.04, -0.02);
    const estimate = sharpVsPublic(marketSharpAction(signals, [], parameters), signals, parameters);
    expect(estimate).toMatchObject({
      estimate: true,
      sharpSide: 'Home',
      publicSide: 'Away',
      sharpPercentage: 90,
      publicPercentage: 75,
      consensus: 'split',
      confidence: 80,
    });
    expect(estimate.method).toMatch(/^ESTIMATE/);
  });

  it('sees sharp and recreational books moving together as sharp action without a reverse move', () => {
    const signals = market(0.04, 0.04);
    const action = marketSharpAction(signals, [], parameters);
    expect(action).toMatchObject({
      detected: true,
      side: 'Home',
      reverseLineMove: false,
      strength: 50,
    });
    expect(sharpVsPublic(action, signals, parameters).consensus).toBe('aligned');
  });

  it('does not call a sharp move reverse while the recreational books stand still', () => {
    const action = marketSharpAction(market(0.04, 0), [], parameters);
    expect(action).toMatchObject({
      detected: true,
      side: 'Home',
      reverseLineMove: false,
      strength: 50,
    });
  });

  it('adds strength for steam a sharp book led towards the side, or away from the other side', () => {
    const steam = (side: string, direction: 'up' | 'down'): SteamMove =>
      ({ market: 'h2h', side, direction, likelyCause: 'sharp-led' }) as SteamMove;
    const signals = market(0.04, 0.04);
    const action = marketSharpAction(
      signals,
      [steam('Home', 'down'), steam('Away', 'up')],
      parameters,
    );
    expect(action).toMatchObject({ sharpLedMoves: 2, strength: 70 });
  });

  it('finds nothing without sharp books, or when they did not move', () => {
    const recreationalOnly = [
      side('Home', { draftkings: [0.5, 0.54], fanduel: [0.5, 0.54] }),
      side('Away', { draftkings: [0.5, 0.46], fanduel: [0.5, 0.46] }),
    ].map(sideSharpSignal);
    const none = marketSharpAction(recreationalOnly, [], parameters);
    expect(none.detected).toBe(false);
    const estimate = sharpVsPublic(none, recreationalOnly, parameters);
    expect(estimate).toMatchObject({
      sharpSide: null,
      sharpPercentage: null,
      publicSide: 'Home',
      consensus: 'unclear',
    });
    expect(marketSharpAction(market(0.005, 0.03), [], parameters).detected).toBe(false);
  });

  it('keeps the strongest detected market for the event', () => {
    const weak = marketSharpAction(market(0.02, 0.02), [], parameters);
    const strong = marketSharpAction(market(0.04, -0.02), [], parameters);
    expect(strongestSharpAction([weak, strong])).toBe(strong);
    expect(strongestSharpAction([]).detected).toBe(false);
  });
});
