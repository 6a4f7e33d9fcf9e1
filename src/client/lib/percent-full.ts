/** Share of the member cap taken, 0–100, to one decimal. A cap of zero is full. */
export function percentFull(activeMembers: number, maxMembers: number): number {
  if (maxMembers <= 0) return 100;
  const percent = Math.min(100, (activeMembers / maxMembers) * 100);
  return Math.round(percent * 10) / 10;
}
