import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JumpRecord, SimulatorHandle } from './index';
import { startSimulator } from './index';
import { Market } from './market';
import type { SimEvent } from './model-types';
import { START } from './test-helpers';

/** The next event to jump, found from the events' own schedules (the market's time is now). */
function nextToJump(market: Market): SimEvent {
  let next: SimEvent | null = null;
  for (const board of market.allBoards())
    for (const event of board.upcoming)
      if (!next || event.nextJumpTick < next.nextJumpTick) next = event;
  if (!next) throw new Error('no upcoming events');
  return next;
}

interface Watched {
  readonly record: JumpRecord;
  readonly event: SimEvent;
  /** Per sharp book: when its home h2h price first showed at least half the jump, seen from outside. */
  readonly showedAt: ReadonlyMap<string, number>;
}

/**
 * Steps tick by tick through the next jump with a sizeable effect on the home win probability
 * and watches the event's sharp books from outside the log: when each one's price took it in.
 */
function watchNextBigJump(market: Market): Watched {
  for (let attempt = 0; attempt < 500; attempt++) {
    const event = nextToJump(market);
    const jumpTick = event.nextJumpTick;
    market.advanceTo(market.startTime + (jumpTick - 1) * 1000);
    const sharp = event.lines.filter((l) => l.book.sharp);
    const homeProb = (i: number) => 1 / sharp[i]!.h2h.prices[0]!;
    const before = sharp.map((_, i) => homeProb(i));
    const path = sharp.map((): { at: number; p: number }[] => []);
    const seen = market.jumps.recorded;
    for (let t = 0; t < 60; t++) {
      market.step();
      sharp.forEach((line, i) => {
        if (line.h2h.updated === market.now()) path[i]!.push({ at: market.now(), p: homeProb(i) });
      });
    }
    const record = market.jumps.list({ since: seen }).find((j) => j.eventId === event.id);
    const h2h = record?.markets.find((m) => m.market === 'h2h')?.outcomes[0];
    if (!record || !h2h || record.at !== market.startTime + jumpTick * 1000) continue;
    const fair = h2h.after - h2h.before;
    if (Math.abs(fair) < 0.03) continue;
    const showedAt = new Map<string, number>();
    sharp.forEach((line, i) => {
      const step = path[i]!.find((s) => (s.p - before[i]!) * Math.sign(fair) >= Math.abs(fair) / 2);
      if (step) showedAt.set(line.book.key, step.at);
    });
    return { record, event, showedAt };
  }
  throw new Error('no sizeable jump found');
}

describe('the jump log (steam ground truth)', () => {
  it('records a jump on the right event with the sharp book that moved first', () => {
    const market = new Market({ seed: 5, startTime: START });
    market.advance(10 * 60_000);
    const { record, event, showedAt } = watchNextBigJump(market);
    expect(record).toMatchObject({
      eventId: event.id,
      sport: event.sport.key,
      home: event.home,
      away: event.away,
      commence: event.commence,
      kind: 'strength',
      pendingReads: 0,
    });
    // A stronger home side: its win probability rose, the away side's fell.
    const [home, away] = record.markets.find((m) => m.market === 'h2h')!.outcomes;
    expect(home!.name).toBe(event.home);
    expect(away!.name).toBe(event.away);
    expect(Math.sign(home!.after - home!.before)).toBe(record.direction);
    expect(Math.sign(away!.after - away!.before)).toBe(-record.direction);

    // Every sharp book on the event read it, each when its price took the jump in.
    const sharp = event.lines.filter((l) => l.book.sharp).map((l) => l.book.key);
    expect(record.reads.map((r) => r.book).sort()).toEqual([...sharp].sort());
    for (const read of record.reads) {
      expect(read.at).toBeGreaterThanOrEqual(record.at);
      if (read.markets.includes('h2h')) expect(showedAt.get(read.book)).toBe(read.at);
    }
    // The leaders are the books whose prices showed it first.
    const first = Math.min(...showedAt.values());
    const firstBooks = [...showedAt].filter(([, at]) => at === first).map(([book]) => book);
    expect([...record.leaders].sort()).toEqual(firstBooks.sort());
  });

  it('keeps only the latest jumps, numbered, and filters them', () => {
    const market = new Market({ seed: 2, startTime: START, jumpLogSize: 5 });
    market.advance(60 * 60_000);
    expect(market.jumps.recorded).toBeGreaterThan(5);
    const kept = market.jumps.list();
    expect(kept.map((j) => j.seq)).toEqual([4, 3, 2, 1, 0].map((k) => market.jumps.recorded - k));
    expect(market.jumps.list({ since: market.jumps.recorded - 2 })).toHaveLength(2);
    const sport = kept[0]!.sport;
    expect(market.jumps.list({ sport }).every((j) => j.sport === sport)).toBe(true);
    expect(() => new Market({ jumpLogSize: 0 })).toThrow(/capacity/);
  });

  it('draws nothing from the market: logs of any size leave prices alike', () => {
    const a = new Market({ seed: 4, startTime: START, jumpLogSize: 1 });
    const b = new Market({ seed: 4, startTime: START, jumpLogSize: 10_000 });
    a.advance(20 * 60_000);
    b.advance(20 * 60_000);
    const prices = (m: Market) =>
      JSON.stringify(
        [...m.allBoards()].map((board) =>
          board.upcoming.map((e) => e.lines.map((l) => [l.h2h, l.spreads, l.totals])),
        ),
      );
    expect(prices(a)).toBe(prices(b));
  });
});

describe('GET /__sim/jumps', () => {
  let sim: SimulatorHandle;
  beforeAll(async () => {
    sim = await startSimulator({ seed: 3, clock: 'manual', startTime: START });
    sim.advance(30 * 60_000);
  });
  afterAll(() => sim.close());

  it('lists the kept jumps read-only, with the time and filters', async () => {
    const res = await fetch(`${sim.url}/__sim/jumps`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      now: number;
      capacity: number;
      recorded: number;
      jumps: JumpRecord[];
    };
    expect(body.now).toBe(sim.now());
    expect(body.capacity).toBe(500);
    expect(body.jumps.length).toBe(Math.min(body.recorded, 500));
    expect(body.jumps.length).toBeGreaterThan(0);
    expect(body.jumps).toEqual(sim.jumps());
    const last = body.jumps[body.jumps.length - 1]!;
    const since = (await (
      await fetch(`${sim.url}/__sim/jumps?since=${last.seq - 1}&sport=${last.sport}`)
    ).json()) as { jumps: JumpRecord[] };
    expect(since.jumps.map((j) => j.seq)).toEqual([last.seq]);
    expect((await fetch(`${sim.url}/__sim/jumps?since=soon`)).status).toBe(400);
    expect((await fetch(`${sim.url}/__sim/jumps`, { method: 'POST' })).status).toBe(404);
  });
});
