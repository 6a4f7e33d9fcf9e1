import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigSchema } from '../../contracts/public-config';
import type { AppContext } from '../app-context';
import { oddsSourceName } from '../odds/odds-source-name';

export const publicConfigRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { config }) => {
  app.get('/api/config', { schema: { response: { 200: publicConfigSchema } } }, async () => ({
    providerName: config.oidc.providerName,
    embeddedProvider: config.oidc.kind === 'embedded',
    oddsSource: oddsSourceName(config),
  }));
};
