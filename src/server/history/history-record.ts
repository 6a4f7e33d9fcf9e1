/**
 * Derived figures of a member's history record, from real data rather than fixed texts.
 *
 * Confidence (0–100): how fresh the quotes were when the member recorded the opportunity. A leg
 * quoted just now scores 100; the score falls linearly to 0 at the maximum quote age, and a leg
 * flagged possibly stale caps the record at 50. The oldest leg decides.
 */
export function confidenceFromFreshness(
  legs: readonly { quoteAgeSeconds: number; possiblyStale: boolean }[],
  maxAgeSeconds: number,
): number {
  if (legs.length === 0) return 0;
  const oldest = Math.max(...legs.map((l) => l.quoteAgeSeconds));
  let score = Math.round(100 * (1 - Math.min(oldest, maxAgeSeconds) / maxAgeSeconds));
  if (legs.some((l) => l.possiblyStale)) score = Math.min(score, 50);
  return Math.max(0, Math.min(100, score));
}

/**
 * Execution difficulty from the opportunity's lifespan and the number of books: short-lived
 * edges and more books to fund and hit in time are harder.
 */
export function executionDifficulty(
  lifespanSeconds: number,
  books: number,
): 'easy' | 'medium' | 'hard' {
  if (books >= 3 || lifespanSeconds < 60) return 'hard';
  if (lifespanSeconds >= 300 && books <= 2) return 'easy';
  return 'medium';
}
