import { z } from 'zod';

/**
 * A mean CLV with its evidence (core/statistics/clv-figure.ts): sample size, 95 % interval,
 * t-statistic, beat-the-close rate, and whether the sample is too small to say much.
 */
export const clvFigureSchema = z.object({
  n: z.number().int(),
  mean: z.number().nullable(),
  ci95Low: z.number().nullable(),
  ci95High: z.number().nullable(),
  tStatistic: z.number().nullable(),
  beatCloseRate: z.number().nullable(),
  smallSample: z.boolean(),
});
export type ClvFigureDto = z.infer<typeof clvFigureSchema>;
