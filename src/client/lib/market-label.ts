const MARKETS: Record<string, string> = {
  h2h: 'Moneyline',
  h2h_lay: 'Moneyline (lay)',
  spreads: 'Spread',
  totals: 'Total',
};

/** "Moneyline", "Spread ±3.5", "Total 212.5": the market an opportunity is in. */
export function marketLabel(betType: string, line: number | null): string {
  const name = MARKETS[betType] ?? betType;
  if (line === null) return name;
  return betType === 'spreads' ? `${name} ±${Math.abs(line)}` : `${name} ${line}`;
}
