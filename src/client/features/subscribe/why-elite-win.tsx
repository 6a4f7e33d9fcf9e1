import { Gauge, Scale, ShieldCheck, Users } from 'lucide-react';
import { Card } from '../../components/card';

const REASONS = [
  {
    icon: Users,
    title: 'A capped membership',
    text: 'Fewer members chase the same prices, so lines stay open longer for each of you.',
  },
  {
    icon: Gauge,
    title: 'Live, not delayed',
    text: 'Opportunities reach your screen as soon as the server sees the price change.',
  },
  {
    icon: Scale,
    title: 'Exact stakes',
    text: 'Every profit shown is what the displayed stakes return, whichever outcome wins.',
  },
  {
    icon: ShieldCheck,
    title: 'Fair-price value bets',
    text: 'Expected value is measured against a sharp, margin-free price, and the method is named.',
  },
];

export function WhyEliteWin() {
  return (
    <Card>
      <h2 className="font-semibold">Why Elite Members Win</h2>
      <ul className="mt-3 space-y-3">
        {REASONS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3 text-sm">
            <Icon className="mt-0.5 size-4 shrink-0 text-profit" aria-hidden />
            <span>
              <span className="font-medium">{title}.</span>{' '}
              <span className="text-muted">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
