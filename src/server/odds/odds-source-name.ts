import type { OddsSource } from '../../contracts/feed';
import type { Config } from '../config';

/** Where prices come from, as screens name it: the embedded simulator or The Odds API. */
export function oddsSourceName(config: Pick<Config, 'odds'>): OddsSource {
  return config.odds.source.kind === 'embedded' ? 'simulator' : 'the-odds-api';
}
