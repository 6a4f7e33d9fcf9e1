import { Link } from 'wouter';
import { buttonClass } from '../../components/button-styles';
import { Card } from '../../components/card';
import { Skeleton } from '../../components/skeleton';
import { useMembershipSettings } from '../../lib/use-membership-settings';

function MemberLimit() {
  const settings = useMembershipSettings();
  if (settings.isPending) return <Skeleton className="h-3 w-12 align-middle" />;
  if (settings.isError) return <>Limited membership</>;
  return <>Limited to {settings.data.maxMembers} members</>;
}

export function PriceCard() {
  return (
    <Card>
      <h2 className="text-sm font-medium text-muted">Elite Membership</h2>
      <p className="mt-2">
        <span className="text-4xl font-semibold">$99</span>
        <span className="text-muted">/month</span>
      </p>
      <p className="mt-1 text-sm text-muted">
        or $999/year <span className="text-profit">(save $189)</span>
      </p>
      <p className="mt-4 text-sm">
        14-day free trial • <MemberLimit />
      </p>
      <Link to="/subscribe" className={buttonClass('primary', 'mt-5 h-10 w-full')}>
        Join Elite Membership
      </Link>
    </Card>
  );
}
