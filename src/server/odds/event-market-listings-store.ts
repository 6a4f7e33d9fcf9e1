import { gt, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database';
import { eventMarketListings } from '../db/schema';
import type { StoredEventMarkets } from './event-market-store';

const listedSchema = z.array(z.tuple([z.string().min(1), z.array(z.string().min(1))]));

/** A discovery as it is kept: the event, when it was asked, and which books list which keys. */
export interface KeptListing {
  eventId: string;
  sport: string;
  commenceTime: number;
  listedAt: number;
  listed: ReadonlyMap<string, readonly string[]>;
}

/** Keeps an event's latest discovery, replacing the one before. */
export async function saveListing(db: Database, stored: StoredEventMarkets): Promise<void> {
  if (stored.listed === null || stored.listedAt === null) return;
  const row = {
    sport: stored.sport,
    commenceTime: new Date(stored.commenceTime),
    listedAt: new Date(stored.listedAt),
    listed: [...stored.listed].map(([book, keys]) => [book, [...keys]]),
  };
  await db
    .insert(eventMarketListings)
    .values({ eventId: stored.eventId, ...row })
    .onConflictDoUpdate({ target: eventMarketListings.eventId, set: row });
}

/**
 * The kept discoveries of events not started at `now` (those started are deleted: they are never
 * bought again). A row that does not read as a listing is left out and counted, so the planner
 * discovers that event again rather than trusting half of it.
 */
export async function loadListings(
  db: Database,
  now: number,
): Promise<{ listings: KeptListing[]; unreadable: number }> {
  await db.delete(eventMarketListings).where(lte(eventMarketListings.commenceTime, new Date(now)));
  const rows = await db
    .select()
    .from(eventMarketListings)
    .where(gt(eventMarketListings.commenceTime, new Date(now)));
  const listings: KeptListing[] = [];
  let unreadable = 0;
  for (const row of rows) {
    const listed = listedSchema.safeParse(row.listed);
    if (!listed.success) {
      unreadable++;
      continue;
    }
    listings.push({
      eventId: row.eventId,
      sport: row.sport,
      commenceTime: row.commenceTime.getTime(),
      listedAt: row.listedAt.getTime(),
      listed: new Map(listed.data),
    });
  }
  return { listings, unreadable };
}
