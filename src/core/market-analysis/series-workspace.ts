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
  /** Every book met so far, numbered: one lookup per price instead of a map per side. */
  readonly bookIds: Map<string, number>;
  /** By book number: the book's place among the side's books being built, or −1. */
  slotOf: Int32Array;
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
    bookIds: new Map(),
    slotOf: new Int32Array(64).fill(-1),
  };
}

export function fitWorkspace(workspace: SeriesWorkspace, size: number): SeriesWorkspace {
  if (size <= workspace.capacity) return workspace;
  const { bookIds, slotOf } = workspace;
  Object.assign(workspace, newWorkspace(Math.max(size, 2 * workspace.capacity)), {
    bookIds,
    slotOf,
  });
  return workspace;
}

export function bookId(workspace: SeriesWorkspace, book: string): number {
  let id = workspace.bookIds.get(book);
  if (id === undefined) {
    id = workspace.bookIds.size;
    workspace.bookIds.set(book, id);
    if (id >= workspace.slotOf.length) {
      const grown = new Int32Array(2 * workspace.slotOf.length).fill(-1);
      grown.set(workspace.slotOf);
      workspace.slotOf = grown;
    }
  }
  return id;
}

/** Frees the places of a side's books (by book number) for the next side. */
export function releaseBooks(workspace: SeriesWorkspace, books: readonly { id: number }[]): void {
  for (const book of books) workspace.slotOf[book.id] = -1;
}
