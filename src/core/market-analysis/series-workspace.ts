import type { SideColumns } from './price-series';

/**
 * Buffers for building side series, reused from one side to the next so that millions of prices
 * cost a handful of allocations. A series built into a workspace is valid only until the next
 * build into the same workspace; keep its `books` (plain values), not its columns or path.
 */
export interface SeriesWorkspace {
  capacity: number;
  columns: SideColumns;
  pathAt: Float64Array;
  pathIndex: Float64Array;
  /** By book number (in the side's price table): its place among the side's books, or −1. */
  slotOf: Int32Array;
  /** By place among the side's books: the running state of each book while the side is read. */
  slotLast: Int32Array;
  slotCount: Int32Array;
  slotQuoting: Uint8Array;
  slotWithdrawnAt: Float64Array;
  slotChange: Float64Array;
  slotBaseline: Int32Array;
  slotStretch: Int32Array;
  slotLargest: Float64Array;
}

export function newWorkspace(capacity = 1024): SeriesWorkspace {
  return {
    capacity,
    columns: {
      at: new Float64Array(capacity),
      price: new Float64Array(capacity),
      point: new Float64Array(capacity),
      prob: new Float64Array(capacity),
      next: new Int32Array(capacity),
      restart: new Uint8Array(capacity),
    },
    pathAt: new Float64Array(capacity),
    pathIndex: new Float64Array(capacity),
    slotOf: new Int32Array(64).fill(-1),
    ...newSlots(64),
  };
}

function newSlots(size: number) {
  return {
    slotLast: new Int32Array(size),
    slotCount: new Int32Array(size),
    slotQuoting: new Uint8Array(size),
    slotWithdrawnAt: new Float64Array(size),
    slotChange: new Float64Array(size),
    slotBaseline: new Int32Array(size),
    slotStretch: new Int32Array(size),
    slotLargest: new Float64Array(size),
  };
}

/** Room for `books` books on one side; what is held in the places is kept. */
function fitSlots(workspace: SeriesWorkspace, books: number): void {
  if (books <= workspace.slotLast.length) return;
  const grown = newSlots(2 * workspace.slotLast.length);
  grown.slotLast.set(workspace.slotLast);
  grown.slotCount.set(workspace.slotCount);
  grown.slotQuoting.set(workspace.slotQuoting);
  grown.slotWithdrawnAt.set(workspace.slotWithdrawnAt);
  grown.slotChange.set(workspace.slotChange);
  grown.slotBaseline.set(workspace.slotBaseline);
  grown.slotStretch.set(workspace.slotStretch);
  grown.slotLargest.set(workspace.slotLargest);
  Object.assign(workspace, grown);
}

export function fitWorkspace(workspace: SeriesWorkspace, size: number): SeriesWorkspace {
  if (size <= workspace.capacity) return workspace;
  const { slotOf, slotLast, slotCount, slotQuoting, slotWithdrawnAt, slotChange } = workspace;
  const { slotBaseline, slotStretch, slotLargest } = workspace;
  Object.assign(workspace, newWorkspace(Math.max(size, 2 * workspace.capacity)), {
    slotOf,
    slotLast,
    slotCount,
    slotQuoting,
    slotWithdrawnAt,
    slotChange,
    slotBaseline,
    slotStretch,
    slotLargest,
  });
  return workspace;
}

/** Room for a table of `count` books: a place per book number, and running state per place. */
export function fitBooks(workspace: SeriesWorkspace, count: number): void {
  if (count > workspace.slotOf.length) {
    const grown = new Int32Array(Math.max(count, 2 * workspace.slotOf.length)).fill(-1);
    grown.set(workspace.slotOf);
    workspace.slotOf = grown;
  }
  fitSlots(workspace, count);
}

/** Frees the places of a side's books (by book number) for the next side. */
export function releaseBooks(workspace: SeriesWorkspace, books: readonly { id: number }[]): void {
  for (const book of books) workspace.slotOf[book.id] = -1;
}
