import { z } from 'zod';

/** GET /api/config — public settings the browser needs before sign-in. */
export const publicConfigSchema = z.object({
  /** Label of the sign-in link: the configured identity provider's name. */
  providerName: z.string(),
  /** True when sign-in goes to the identity provider embedded in Arbiter (local use only). */
  embeddedProvider: z.boolean(),
  /** Where prices come from: the embedded market simulator, or a real odds source. */
  oddsSource: z.enum(['simulator', 'the-odds-api']),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
