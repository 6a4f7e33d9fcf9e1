import { z } from 'zod';

/** Every member API secret starts with this, so leaked ones are easy to recognise and scan for. */
export const API_TOKEN_PREFIX = 'arb_';

/** POST /api/user/api-tokens. */
export const createApiTokenBodySchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { message: 'Give the token a name, such as the tool that will use it.' })
      .max(60, { message: 'A token name is at most 60 characters.' }),
  })
  .strict();
export type CreateApiTokenBody = z.infer<typeof createApiTokenBodySchema>;

/** A token as listed: never its secret. */
export const apiTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The secret's first characters, to tell tokens apart. */
  prefix: z.string(),
  createdAt: z.iso.datetime(),
  /** Null until the token is first used; updated at most once a minute. */
  lastUsedAt: z.iso.datetime().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenListSchema = z.object({
  tokens: z.array(apiTokenSchema),
  /** How many tokens one member may hold. */
  limit: z.number().int().positive(),
});
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;

/** The answer to a create: the only time the secret is ever sent. */
export const createdApiTokenSchema = z.object({
  token: apiTokenSchema,
  secret: z.string().startsWith(API_TOKEN_PREFIX),
});
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const apiTokenIdParamsSchema = z.object({
  id: z.uuid({ message: 'No such token.' }),
});
