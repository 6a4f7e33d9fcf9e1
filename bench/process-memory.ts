/** One reading of a server process's memory, from its own /metrics (MB). */
export interface MemorySample {
  atS: number;
  heapUsedMb: number;
  rssMb: number;
  externalMb: number;
  /** What open streams hold for readers that have not taken it yet. */
  streamBufferedMb: number;
}

const SERIES = {
  heapUsedMb: 'arbiter_process_nodejs_heap_size_used_bytes',
  rssMb: 'arbiter_process_process_resident_memory_bytes',
  externalMb: 'arbiter_process_nodejs_external_memory_bytes',
  streamBufferedMb: 'arbiter_stream_buffered_bytes',
} as const;

const mb = (bytes: number) => Math.round(bytes / 1024 / 104.857_6) / 10;

/** The process's heap, resident and external memory as it reports them, or null if it is silent. */
export async function readMemory(url: string, atS: number): Promise<MemorySample | null> {
  try {
    const text = await (
      await fetch(`${url}/metrics`, { signal: AbortSignal.timeout(5_000) })
    ).text();
    const value = (name: string) => {
      const line = text
        .split('\n')
        .find((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `));
      return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : Number.NaN;
    };
    return {
      atS,
      heapUsedMb: mb(value(SERIES.heapUsedMb)),
      rssMb: mb(value(SERIES.rssMb)),
      externalMb: mb(value(SERIES.externalMb)),
      streamBufferedMb: mb(value(SERIES.streamBufferedMb)),
    };
  } catch {
    return null;
  }
}

export const memoryLine = (s: MemorySample) =>
  `${s.atS}s heap ${s.heapUsedMb} rss ${s.rssMb} ext ${s.externalMb} streams-buffered ${s.streamBufferedMb}`;

/**
 * The samples thinned to one per `everyS` for printing, and a verdict on the second half of the
 * run. The heap's floor (the lowest heapUsed in a window: what the last collection left) is what
 * a leak raises; a heap that only grows to a collector's threshold and falls back is not a leak.
 * "levelled" when neither the floor of the heap nor the resident size grew by more than 10 %
 * between the first and the last quarter of the second half.
 */
export function memoryReport(samples: MemorySample[], everyS: number) {
  const timeline = samples.filter(
    (s, i) =>
      i === 0 ||
      i === samples.length - 1 ||
      Math.floor(s.atS / everyS) !== Math.floor(samples[i - 1]!.atS / everyS),
  );
  const end = samples.at(-1)?.atS ?? 0;
  const window = (from: number, to: number) => samples.filter((s) => s.atS >= from && s.atS <= to);
  const early = window(end / 2, (end * 5) / 8);
  const late = window((end * 7) / 8, end);
  const floor = (w: MemorySample[]) => Math.min(...w.map((s) => s.heapUsedMb));
  const rss = (w: MemorySample[]) => Math.max(...w.map((s) => s.rssMb));
  const growth = (a: number, b: number) => Math.round(((b - a) / a) * 1000) / 10;
  const heapFloorGrowthPct = early.length && late.length ? growth(floor(early), floor(late)) : null;
  const rssGrowthPct = early.length && late.length ? growth(rss(early), rss(late)) : null;
  const levelled =
    heapFloorGrowthPct !== null &&
    rssGrowthPct !== null &&
    heapFloorGrowthPct <= 10 &&
    rssGrowthPct <= 10;
  return {
    timeline: timeline.map(memoryLine),
    secondHalf: { heapFloorGrowthPct, rssGrowthPct },
    verdict: levelled ? 'levelled' : 'still growing',
  };
}
