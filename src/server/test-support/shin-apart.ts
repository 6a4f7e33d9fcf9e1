import type { EvByMethod } from '../../core/ev-by-method';

/** EVs under every devig method where Shin alone differs from power (the cases tests need). */
export const shinApart = (power: number, shin: number): EvByMethod => ({
  multiplicative: power,
  additive: power,
  power,
  shin,
  'odds-ratio': power,
  logit: power,
});
