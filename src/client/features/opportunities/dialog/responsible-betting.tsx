import { Notice } from './notice';

export function ResponsibleBetting() {
  return (
    <Notice tone="warn">
      Odds move fast. Check every price at the book before you bet, and if a bet is refused or its
      price has changed, recompute before placing the others. Books can void bets and limit
      accounts. Bet responsibly, and only what you can afford to lose.
    </Notice>
  );
}
