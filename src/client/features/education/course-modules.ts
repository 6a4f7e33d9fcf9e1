import { AdvancedStrategies } from './modules/advanced-strategies';
import { ExecutionGuide } from './modules/execution-guide';
import { Mathematics } from './modules/mathematics';
import { RealWorldExamples } from './modules/real-world-examples';
import { RiskManagement } from './modules/risk-management';
import { WhatIsArbitrage } from './modules/what-is-arbitrage';
import type { CourseModule } from './types';

/** The six modules of "Arbitrage Betting Mastery", in reading order. */
export const courseModules: readonly CourseModule[] = [
  {
    id: 'what-is-arbitrage',
    number: 1,
    title: 'What is Sports Arbitrage?',
    difficulty: 'Beginner',
    summary: 'Backing every outcome at different bookmakers so that every result pays the same.',
    objectives: [
      'Explain what an arb is and why bookmakers’ prices disagree',
      'Tell arbitrage apart from value betting',
      'Use the vocabulary of the rest of the course',
    ],
    Content: WhatIsArbitrage,
  },
  {
    id: 'mathematics',
    number: 2,
    title: 'The Mathematics Behind Arbitrage',
    difficulty: 'Beginner',
    summary: 'Odds formats, implied probability, the Σ 1/d < 1 rule, Arbitrage % and stake splits.',
    objectives: [
      'Convert decimal, American and fractional odds to implied probability',
      'Detect an arb with Σ 1/dᵢ < 1 and compute its Arbitrage %',
      'Split a total so every outcome pays the same, with or without commission',
    ],
    Content: Mathematics,
  },
  {
    id: 'real-world-examples',
    number: 3,
    title: 'Real-World Examples',
    difficulty: 'Intermediate',
    summary: 'Moneylines, three-way soccer, totals at the same line, and what rounding costs.',
    objectives: [
      'Work a two-way and a three-way arb from odds to profit',
      'Spot the missing-outcome trap and mismatched lines',
      'Measure what rounding stakes does to the guaranteed profit',
    ],
    Content: RealWorldExamples,
  },
  {
    id: 'execution',
    number: 4,
    title: 'Step-by-Step Execution Guide',
    difficulty: 'Intermediate',
    summary:
      'Verify, place the harder leg first, confirm, record, and what to do when a price moves.',
    objectives: [
      'Follow a repeatable four-phase routine',
      'Resize an arb around a stake limit',
      'Recompute the second leg when the first is already placed',
    ],
    Content: ExecutionGuide,
  },
  {
    id: 'advanced',
    number: 5,
    title: 'Advanced Strategies & Tools',
    difficulty: 'Advanced',
    summary: 'Arbiter’s tools, exchange commission, middles, and value bets with EV and Kelly.',
    objectives: [
      'Know what Arbiter’s detection, stake calculator, alerts and history do',
      'Price exchange legs net of commission',
      'Evaluate middles and value bets with break-even, EV and Kelly',
    ],
    Content: AdvancedStrategies,
  },
  {
    id: 'risk',
    number: 6,
    title: 'Risk Management & Limitations',
    difficulty: 'Advanced',
    summary: 'Voids, limits, moving and stale prices, rule differences, fees and responsible play.',
    objectives: [
      'Recognise what turns a guaranteed profit into a loss',
      'Check settlement rules before betting',
      'Set limits that keep betting under control',
    ],
    Content: RiskManagement,
  },
];
