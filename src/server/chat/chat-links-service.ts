import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { chatLinkCodes, chatLinks, type ChatKind } from '../db/schema/index';

/** Long enough to open Telegram and press Start; short enough that a code seen over a shoulder dies. */
export const LINK_CODE_MINUTES = 15;

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

/** Telegram's deep-link parameter allows A–Z, a–z, 0–9, _ and -, up to 64 characters. */
export const LINK_CODE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** The members' links to chat services, and the one-time codes that make Telegram links. */
export class ChatLinks {
  constructor(
    private readonly db: Database,
    private readonly clock: () => Date,
  ) {}

  /** A new code for the member; their older unused codes stop working. */
  async newCode(userId: string): Promise<{ code: string; expiresAt: Date }> {
    const now = this.clock();
    const code = randomBytes(16).toString('base64url');
    const expiresAt = new Date(now.getTime() + LINK_CODE_MINUTES * 60_000);
    await this.db.transaction(async (tx) => {
      await tx.delete(chatLinkCodes).where(eq(chatLinkCodes.userId, userId));
      await tx.delete(chatLinkCodes).where(lt(chatLinkCodes.expiresAt, now));
      await tx
        .insert(chatLinkCodes)
        .values({ codeHash: hashOf(code), userId, expiresAt, createdAt: now });
    });
    return { code, expiresAt };
  }

  /**
   * Uses a code once: the member it was made for now gets alerts in this chat. Null when the
   * code is unknown, used or expired. The code's row is spent by the same statement that reads
   * it, so two chats racing with one code cannot both win.
   */
  async redeem(code: string, target: string, label: string): Promise<string | null> {
    if (!LINK_CODE_PATTERN.test(code)) return null;
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      const [spent] = await tx
        .update(chatLinkCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(chatLinkCodes.codeHash, hashOf(code)),
            isNull(chatLinkCodes.usedAt),
            gt(chatLinkCodes.expiresAt, now),
          ),
        )
        .returning({ userId: chatLinkCodes.userId });
      if (!spent) return null;
      await this.saveIn(tx, spent.userId, 'telegram', target, label, now);
      return spent.userId;
    });
  }

  async save(userId: string, kind: ChatKind, target: string, label: string): Promise<void> {
    await this.saveIn(this.db, userId, kind, target, label, this.clock());
  }

  private async saveIn(
    db: Pick<Database, 'insert'>,
    userId: string,
    kind: ChatKind,
    target: string,
    label: string,
    now: Date,
  ) {
    await db
      .insert(chatLinks)
      .values({ userId, kind, target, label, createdAt: now })
      .onConflictDoUpdate({
        target: [chatLinks.userId, chatLinks.kind],
        set: { target, label, createdAt: now },
      });
  }

  async of(userId: string) {
    return this.db.select().from(chatLinks).where(eq(chatLinks.userId, userId));
  }

  /** Ends a member's link; with `target`, only while it still points there (a relink wins). */
  async remove(userId: string, kind: ChatKind, target?: string): Promise<boolean> {
    const removed = await this.db
      .delete(chatLinks)
      .where(
        and(
          eq(chatLinks.userId, userId),
          eq(chatLinks.kind, kind),
          target === undefined ? undefined : eq(chatLinks.target, target),
        ),
      )
      .returning({ userId: chatLinks.userId });
    return removed.length > 0;
  }
}
