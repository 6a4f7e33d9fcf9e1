import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

/**
 * The identity provider embedded in Arbiter for local use: a real OpenID Connect provider
 * (oidc-provider) whose sign-in form asks only for an e-mail and a name. It is the default when
 * no OIDC_ISSUER is configured; Arbiter signs in through it with the same client code it uses
 * for any external provider.
 */
export const EMBEDDED_ISSUER_PATH = '/oidc';
export const LOCAL_LOGIN_PATH = '/local-login';

interface LocalAccount {
  email: string;
  name: string;
}

export interface EmbeddedProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Handles a request whose URL starts with /oidc. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  interactionDetails(
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<{ uid: string; prompt: string }>;
  /** Finishes the sign-in interaction for this e-mail and name; writes the redirect to res. */
  finishLogin(req: IncomingMessage, res: ServerResponse, account: LocalAccount): Promise<void>;
}

/** A stable subject per e-mail, so the same address is the same Arbiter user after a restart. */
export const localSubject = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);

const htmlEscape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function createEmbeddedProvider(publicUrl: string, trustProxy: boolean): EmbeddedProvider {
  const issuer = `${publicUrl}${EMBEDDED_ISSUER_PATH}`;
  const clientId = 'arbiter';
  const clientSecret = randomBytes(32).toString('base64url');
  const accounts = new Map<string, LocalAccount>();
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const signingKey = {
    ...privateKey.export({ format: 'jwk' }),
    alg: 'ES256',
    use: 'sig',
    kid: 'local-1',
  };

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        client_name: 'Arbiter',
        redirect_uris: [`${publicUrl}/api/callback`],
        post_logout_redirect_uris: [`${publicUrl}/landing`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: [signingKey as never] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name'],
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // Local mode: confirm the sign-out at once rather than asking a second time.
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html';
          ctx.body = `<!doctype html><html><head><meta charset="utf-8"><title>Signing out</title></head><body>
${form.replace('</form>', '<input type="hidden" name="logout" value="yes"><noscript><button type="submit">Sign out</button></noscript></form>')}
<script src="/local-logout.js"></script></body></html>`;
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `${LOCAL_LOGIN_PATH}/${interaction.uid}` },
    findAccount: async (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: account.email,
          // Local mode has no mailbox check; the address is what the person typed.
          email_verified: true,
          name: account.name,
          given_name: account.name.split(/\s+/)[0],
        }),
      };
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      const text = Object.entries(out)
        .map(([k, v]) => `<p><b>${htmlEscape(k)}</b>: ${htmlEscape(String(v))}</p>`)
        .join('');
      ctx.body = `<!doctype html><html><head><meta charset="utf-8"><title>Sign-in error</title></head><body><h1>Sign-in error</h1>${text}<p><a href="/landing">Back to Arbiter</a></p></body></html>`;
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = trustProxy;
  const callback = provider.callback();

  return {
    issuer,
    clientId,
    clientSecret,
    handle(req, res) {
      const original = req.url ?? '/';
      // Mounted under /oidc: oidc-provider reads the mount path from originalUrl.
      (req as IncomingMessage & { originalUrl?: string }).originalUrl = original;
      req.url = original.slice(EMBEDDED_ISSUER_PATH.length) || '/';
      callback(req, res);
    },
    async interactionDetails(req, res) {
      const details = await provider.interactionDetails(req, res);
      return { uid: details.uid, prompt: details.prompt.name };
    },
    async finishLogin(req, res, account) {
      const details = await provider.interactionDetails(req, res);
      const accountId = localSubject(account.email);
      accounts.set(accountId, {
        email: account.email.trim().toLowerCase(),
        name: account.name.trim(),
      });
      const grant = new provider.Grant({ accountId, clientId });
      const scope = typeof details.params.scope === 'string' ? details.params.scope : 'openid';
      grant.addOIDCScope(scope);
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    },
  };
}
