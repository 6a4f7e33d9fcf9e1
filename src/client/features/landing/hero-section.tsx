import { Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '../../components/button-styles';
import { PriceCard } from './price-card';

export function HeroSection() {
  return (
    <section className="grid items-center gap-10 md:grid-cols-[1fr_22rem]">
      <div>
        <span className="inline-flex items-center gap-2 rounded-full border border-line px-3 py-1 text-xs text-muted">
          <Sparkles className="size-3.5" aria-hidden />
          AI-Powered Sports Investing Platform
        </span>
        <h1 className="mt-5 text-4xl font-semibold tracking-tight md:text-5xl">
          Transform Sports Betting into Smart Investing
        </h1>
        <p className="mt-4 max-w-xl text-muted">
          Arbiter watches sportsbook prices as they move, flags arbitrage where backing every
          outcome locks in a return, and value bets priced above a fair line, and shows you the
          stakes that realise them.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/subscribe" className={buttonClass('primary', 'h-10')}>
            Start Free Trial
          </Link>
          <Link to="/education" className={buttonClass('secondary', 'h-10')}>
            Learn Sports Investing
          </Link>
          <Link to="/track-record" className={buttonClass('secondary', 'h-10')}>
            Our Track Record
          </Link>
        </div>
      </div>
      <PriceCard />
    </section>
  );
}
