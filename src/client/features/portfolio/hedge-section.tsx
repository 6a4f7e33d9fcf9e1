import { Card } from '../../components/card';
import { QueryError } from '../../components/query-view';
import { useNow } from '../../lib/use-now';
import { useRecentBets } from './api/get-recent-bets';
import { HedgePanel } from './hedge-panel';
import { positionsToHedge } from './positions-to-hedge';

/**
 * Placed arbitrages with a leg voided or accepted short, each with the best hedge on offer now.
 * Absent when every position is whole: there is nothing to act on.
 */
export function HedgeSection() {
  const query = useRecentBets();
  const now = useNow();
  if (query.isError) {
    return <QueryError query={query} title="Failed to check your positions for hedges" compact />;
  }
  const positions = query.data ? positionsToHedge(query.data.data, now) : [];
  if (positions.length === 0) return null;
  return (
    <Card className="space-y-3">
      <h2 className="font-medium">Positions to hedge</h2>
      <p className="text-sm text-muted">
        A leg was voided or accepted for less: these bets, placed now, lock in the range shown.
      </p>
      {positions.map((position) => (
        <HedgePanel key={position.historyId} position={position} />
      ))}
    </Card>
  );
}
