import { Brain, Scale, Wallet } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '../../components/card';

type Feature = { title: string; icon: LucideIcon; text: string };

const FEATURES: Feature[] = [
  {
    title: 'AI-Powered Analysis',
    icon: Brain,
    text:
      'Each price is compared with a fair line: the sharpest book with its margin removed. ' +
      'Bets priced above it are flagged with their expected value, and the method is shown.',
  },
  {
    title: 'Arbitrage Detection',
    icon: Scale,
    text:
      'When the best prices at different books imply less than 100% across every outcome, ' +
      'backing all of them locks in a return. Arbiter shows that return and the stake for each book.',
  },
  {
    title: 'Portfolio Tracking',
    icon: Wallet,
    text:
      'Record the opportunities you act on, mark them executed, and follow your real profit and ' +
      'ROI over time.',
  },
];

export function FeatureCards() {
  return (
    <section aria-label="Features" className="grid gap-4 md:grid-cols-3">
      {FEATURES.map(({ title, icon: Icon, text }) => (
        <Card key={title}>
          <Icon className="size-5 text-muted" aria-hidden />
          <h2 className="mt-3 font-medium">{title}</h2>
          <p className="mt-2 text-sm text-muted">{text}</p>
        </Card>
      ))}
    </section>
  );
}
