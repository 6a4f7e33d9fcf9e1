import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../db/database';
import { serverKeys } from '../db/schema/index';

/** Made on first start and kept: a restart must not break links already sent or push already granted. */
async function keep(
  db: Database,
  name: string,
  make: () => Record<string, string>,
): Promise<Record<string, string>> {
  await db.insert(serverKeys).values({ name, value: make() }).onConflictDoNothing();
  const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, name));
  return row!.value;
}

export async function alertSigningKey(db: Database): Promise<Buffer> {
  const { key } = await keep(db, 'alert-signing', () => ({
    key: randomBytes(32).toString('base64url'),
  }));
  return Buffer.from(key!, 'base64url');
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export async function vapidKeys(db: Database): Promise<VapidKeys> {
  const keys = await keep(db, 'vapid', () => {
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    return { publicKey, privateKey };
  });
  return { publicKey: keys.publicKey!, privateKey: keys.privateKey! };
}
