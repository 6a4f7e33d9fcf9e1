/**
 * What an opportunity pays at a member's total stake, cut down to what the books' limits let
 * through (guaranteed for an arbitrage, expected for a value bet or a middle). Unknown limits do
 * not cut. Shared by the dashboard figures on the server and every list on the client.
 */
export function profitAtStake(
  opportunity: { capacity: { maxStake: number | null }; expectedValue: number },
  stake: number,
): number {
  const cap = opportunity.capacity.maxStake;
  const usable = cap === null ? stake : Math.min(stake, cap);
  return usable * opportunity.expectedValue;
}
