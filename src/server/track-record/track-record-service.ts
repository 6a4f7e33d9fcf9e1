import { ADMIN_UNIT_STAKE } from '../../contracts/admin-analytics';
import type { TrackRecordQuery, TrackRecordResponse } from '../../contracts/track-record';
import { trackRecordFigures } from '../../core/track-record/track-record';
import type { Database } from '../db/database';
import { sportTitles } from '../admin/sport-filter';
import { readRecordRows } from './record-rows';
import { calibrationFigures } from '../calibration/calibration-figures';

const DAY_MS = 86_400_000;
/** A public page anyone may reload: the figures are summed at most this often per query. */
const CACHE_MS = 60_000;

/**
 * GET /api/track-record: Arbiter's own record, public. Every published value bet graded by result
 * and CLV, every logged signal by the CLV of following it, by sport, market, method and month,
 * and each method's calibration over every event's sharp close; computed from logged rows only.
 */
export class TrackRecordService {
  private readonly cache = new Map<string, { at: number; value: Promise<TrackRecordResponse> }>();

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  get(query: TrackRecordQuery): Promise<TrackRecordResponse> {
    const now = this.now();
    const key = `${query.method}:${query.range}`;
    const cached = this.cache.get(key);
    if (cached && now.getTime() - cached.at < CACHE_MS) return cached.value;
    const value = this.compute(query, now);
    this.cache.set(key, { at: now.getTime(), value });
    // A failure is not kept: the next request tries again.
    value.catch(() => this.cache.delete(key));
    return value;
  }

  private async compute(query: TrackRecordQuery, now: Date): Promise<TrackRecordResponse> {
    const days = query.range === 'all' ? null : Number.parseInt(query.range, 10);
    const since = new Date(days === null ? 0 : now.getTime() - days * DAY_MS);
    const rows = await readRecordRows(this.db, since);
    const scored = await calibrationFigures(this.db, since);
    const figures = trackRecordFigures(rows.picks, rows.signals, query.method, ADMIN_UNIT_STAKE);
    const sports = [...new Set([...rows.picks, ...rows.signals].map((row) => row.sport))];
    const title = await sportTitles(this.db, sports);
    const times = rows.times;
    const iso = (time: number | undefined) =>
      time === undefined ? null : new Date(time).toISOString();
    return {
      ...figures,
      range: query.range,
      stake: ADMIN_UNIT_STAKE,
      calibration: scored.calibration,
      sportTitles: Object.fromEntries(sports.map((sport) => [sport, title(sport)])),
      dataFrom: iso(times.length ? Math.min(...times) : undefined),
      dataTo: iso(times.length ? Math.max(...times) : undefined),
      dropped: { ...rows.dropped, marketCloses: scored.dropped },
      generatedAt: now.toISOString(),
    };
  }
}
