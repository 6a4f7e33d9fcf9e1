import { Link } from 'wouter';
import { buttonClass } from '../../components/button-styles';
import { Card } from '../../components/card';
import { MemberCapacity } from '../../components/member-capacity';

export function MemberCapSection() {
  return (
    <section aria-labelledby="member-cap-title">
      <Card className="mx-auto max-w-2xl">
        <div className="flex items-center justify-between gap-4">
          <h2 id="member-cap-title" className="text-lg font-semibold">
            Why We Limit Our Members
          </h2>
          <span className="rounded-full border border-warn px-2 py-0.5 text-xs font-medium text-warn">
            Limited
          </span>
        </div>
        <p className="mt-2 text-sm text-muted">
          An arbitrage gap closes faster the more money chases it, and books limit accounts that
          keep finding them. Capping membership keeps each opportunity worth acting on.
        </p>
        <div className="mt-5">
          <MemberCapacity />
        </div>
        <Link to="/subscribe" className={buttonClass('primary', 'mt-5 h-10 w-full sm:w-auto')}>
          Claim Your Spot - $99/mo
        </Link>
      </Card>
    </section>
  );
}
