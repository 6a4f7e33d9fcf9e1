import { announceWrites } from '../http/announce-writes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../contracts/errors';
import {
  emailPreferencesSchema,
  settingsSavedSchema,
  userSettingsSchema,
} from '../../contracts/settings';
import {
  emailPreferencesOf,
  readSettings,
  saveEmailPreferences,
  saveSettings,
} from '../account/settings-service';
import type { AppContext } from '../app-context';

/** The caller's own settings and e-mail preferences; signing in is enough (spec: /settings). */
export const settingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  announceWrites(app, ctx.control, [{ type: 'alert-rules.changed' }]);
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
  const gone = { message: 'Your account no longer exists.' };

  app.get(
    '/api/user/settings',
    {
      onRequest: ctx.access.requireUser,
      schema: { response: { 200: userSettingsSchema, ...errors } },
    },
    async (request, reply) => {
      const settings = await readSettings(ctx.db, request.auth!.user.id);
      return settings ?? reply.code(404).send(gone);
    },
  );

  app.post(
    '/api/user/settings',
    {
      onRequest: ctx.access.requireUser,
      schema: { body: userSettingsSchema, response: { 200: settingsSavedSchema, ...errors } },
    },
    async (request) => {
      const userId = request.auth!.user.id;
      const settings = await saveSettings(ctx.db, userId, request.body, ctx.clock());
      // The next list read or stream message in this process judges value by the new method.
      ctx.methods.set(userId, settings.devigMethod);
      return { success: true as const, settings };
    },
  );

  app.get(
    '/api/email/preferences',
    {
      onRequest: ctx.access.requireUser,
      schema: { response: { 200: emailPreferencesSchema, ...errors } },
    },
    async (request, reply) => {
      const settings = await readSettings(ctx.db, request.auth!.user.id);
      return settings ? emailPreferencesOf(settings) : reply.code(404).send(gone);
    },
  );

  app.post(
    '/api/email/preferences',
    {
      onRequest: ctx.access.requireUser,
      schema: {
        body: emailPreferencesSchema,
        response: { 200: emailPreferencesSchema, ...errors },
      },
    },
    async (request) =>
      saveEmailPreferences(ctx.db, request.auth!.user.id, request.body, ctx.clock()),
  );
};
