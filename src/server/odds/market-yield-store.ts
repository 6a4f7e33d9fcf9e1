import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { plannerMemory } from '../db/schema';
import { yieldsSnapshotSchema, type YieldsSnapshot } from './market-yield';

const NAME = 'market-yields';

/**
 * The planner's learned yields as the last run left them; null when none were kept, or when the
 * row does not read as yields (a version that kept them otherwise): the planner then learns again,
 * as on a first start, rather than trusting what it cannot read.
 */
export async function loadYields(
  db: Database,
): Promise<{ snapshot: YieldsSnapshot | null; unreadable: boolean }> {
  const [row] = await db
    .select({ state: plannerMemory.state })
    .from(plannerMemory)
    .where(eq(plannerMemory.name, NAME));
  if (!row) return { snapshot: null, unreadable: false };
  const read = yieldsSnapshotSchema.safeParse(row.state);
  return read.success
    ? { snapshot: read.data, unreadable: false }
    : { snapshot: null, unreadable: true };
}

export async function saveYields(db: Database, snapshot: YieldsSnapshot): Promise<void> {
  await db
    .insert(plannerMemory)
    .values({ name: NAME, state: snapshot })
    .onConflictDoUpdate({
      target: plannerMemory.name,
      set: { state: snapshot, updatedAt: new Date() },
    });
}
