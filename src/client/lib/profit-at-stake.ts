export { profitAtStake } from '../../core/stake-capacity';

/** The total stake the calculator starts from and lists rank by, until a member sets their own. */
export const DEFAULT_TOTAL_STAKE = 1000;
