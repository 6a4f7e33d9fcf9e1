/** One recorded leg of a history record: where and at what decimal price. */
export interface RecordedLeg {
  book: string;
  outcome: string;
  point: number | null;
  price: number;
}

/** A placed bet linked to a history record. Money in integer cents; profit null while open. */
export interface LinkedBet {
  outcome: string;
  point: number | null;
  odds: number;
  stakeCents: number;
  profitCents: number | null;
}

export interface FiguresFromBets {
  stakeCents: number;
  /** The bets' summed profit once every one is settled; null while any is open. */
  profitCents: number | null;
  odds: RecordedLeg[];
}

/**
 * A record's stake, result and prices as its placed bets make them, so the member never enters a
 * result twice. A leg takes the odds of the bet on its outcome and line (books are named by key
 * on a bet and by title on a live record, so the book cannot be matched); a leg without a bet
 * keeps its recorded price.
 */
export function figuresFromBets(
  legs: readonly RecordedLeg[],
  bets: readonly LinkedBet[],
): FiguresFromBets {
  const unmatched = [...bets];
  const odds = legs.map((leg) => {
    const index = unmatched.findIndex(
      (bet) => bet.outcome === leg.outcome && bet.point === leg.point,
    );
    if (index < 0) return { ...leg };
    const [bet] = unmatched.splice(index, 1);
    return { ...leg, price: bet!.odds };
  });
  const settled = bets.every((bet) => bet.profitCents !== null);
  return {
    stakeCents: bets.reduce((sum, bet) => sum + bet.stakeCents, 0),
    profitCents: settled ? bets.reduce((sum, bet) => sum + bet.profitCents!, 0) : null,
    odds,
  };
}
