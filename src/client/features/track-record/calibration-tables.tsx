import type {
  MethodChoiceDto,
  ScoreFigureDto,
  ScorecardDto,
  ScorecardGroupDto,
} from '../../../contracts/track-record';
import { FAIR_METHODS } from '../../../core/devig';
import { FiguresTable, type FigureColumn } from '../../components/figures-table';
import { marketLabel } from '../../../core/market-label';
import { sportLabel } from '../../../core/catalog/sports';
import { METHOD_LABELS } from './record-labels';

const score = (value: number | null) => (value === null ? '—' : value.toFixed(4));

const interval = (figure: ScoreFigureDto) =>
  figure.ci95Low === null || figure.ci95High === null
    ? 'no interval yet'
    : `${score(figure.ci95Low)} to ${score(figure.ci95High)}`;

const groupName = (sport: string, market: string) =>
  sport === 'all'
    ? 'All markets'
    : `${sportLabel(sport as MethodChoiceDto['sport'])} · ${marketLabel(market, null)}`;

const best = (group: ScorecardGroupDto) =>
  Math.min(...group.methods.map((m) => m.logLoss.mean ?? Infinity));

const SCORE_COLUMNS: readonly FigureColumn<ScorecardGroupDto>[] = [
  { header: 'Closes', cell: (group) => group.n },
  ...FAIR_METHODS.map((method): FigureColumn<ScorecardGroupDto> => ({
    header: METHOD_LABELS[method],
    cell: (group) => {
      const own = group.methods.find((m) => m.method === method);
      if (!own || own.logLoss.mean === null) return '—';
      return (
        <span title={`Log loss 95 % interval ${interval(own.logLoss)}`}>
          {score(own.logLoss.mean)}
          <span className="block text-xs text-muted">Brier {score(own.brier.mean)}</span>
        </span>
      );
    },
    tone: (group) =>
      group.methods.find((m) => m.method === method)?.logLoss.mean === best(group)
        ? 'font-semibold text-profit'
        : '',
  })),
];

const day = (iso: string | null) =>
  iso === null ? '' : new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/**
 * One scorecard: each devig method's mean log loss (Brier under it) per sport group and market,
 * the lowest marked. Real and simulated data each get their own, and say which they are.
 */
export function ScorecardTable({ card, simulated }: { card: ScorecardDto; simulated: boolean }) {
  const span = card.dataFrom ? ` Events from ${day(card.dataFrom)} to ${day(card.dataTo)}.` : '';
  return (
    <FiguresTable
      title={simulated ? 'Calibration on simulated data' : 'Calibration on real data'}
      note={
        simulated
          ? `Simulated data, kept apart from real data: closes priced by Arbiter’s embedded market simulator, each method scored by its expected log loss and Brier under the simulator’s known true probabilities. It shows how the methods behave on a market whose truth is known, not how real books price.${span}`
          : `Real data only: every event’s sharp close (each book’s last price before the start), devigged six ways, against the result. Lower is better.${span}`
      }
      column="Group"
      rows={card.groups}
      rowKey={(group) => `${group.sport}/${group.market}`}
      rowLabel={(group) => groupName(group.sport, group.market)}
      columns={SCORE_COLUMNS}
      empty={
        simulated
          ? 'No simulated close scored yet.'
          : 'No real close scored yet: the scorecard fills in as games with a sharp close are played.'
      }
    />
  );
}

const REASONS: Record<MethodChoiceDto['reason'], string> = {
  evidence: 'lowest log loss, ahead of power beyond the interval',
  'small-sample': 'too few closes yet',
  'no-clear-lead': 'no method ahead of power beyond the interval',
};

const CHOICE_COLUMNS: readonly FigureColumn<MethodChoiceDto>[] = [
  { header: 'Closes', cell: (choice) => choice.n },
  {
    header: 'Lowest log loss',
    cell: (choice) =>
      choice.best === null ? '—' : `${METHOD_LABELS[choice.best]} ${score(choice.bestLogLoss)}`,
  },
  { header: 'Power', cell: (choice) => score(choice.powerLogLoss) },
  {
    header: 'Lead over power (95 %)',
    cell: (choice) => interval(choice.leadOverPower),
  },
  {
    header: 'Auto uses',
    cell: (choice) => (
      <>
        {METHOD_LABELS[choice.method]}
        <span className="block text-xs text-muted">{REASONS[choice.reason]}</span>
      </>
    ),
    tone: (choice) => (choice.reason === 'evidence' ? 'font-semibold text-profit' : ''),
  },
];

/** The method a member on 'auto' is ranked by per market, with the real data it rests on. */
export function DefaultMethodTable({
  choices,
  minSample,
}: {
  choices: readonly MethodChoiceDto[];
  minSample: number;
}) {
  return (
    <FiguresTable
      title="Default method per market"
      note={`Chosen from all real data: the method with the lowest log loss, once a market has ${minSample} scored closes and that method’s lead over power (log loss minus power’s, close by close) has a 95 % interval wholly below zero; otherwise power. Members whose devig setting is Auto are ranked by it.`}
      column="Market"
      rows={choices}
      rowKey={(choice) => `${choice.sport}/${choice.market}`}
      rowLabel={(choice) => groupName(choice.sport, choice.market)}
      columns={CHOICE_COLUMNS}
      empty="No real close scored yet: every market uses power."
    />
  );
}
