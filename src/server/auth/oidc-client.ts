import * as client from 'openid-client';

export interface RelyingPartySettings {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  redirectUri: string;
  postLogoutRedirectUri: string;
}

export interface PendingLogin {
  authorizationUrl: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface SignedInIdentity {
  issuer: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
  firstName: string | null;
  idToken: string | null;
}

export class SignInError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'SignInError';
  }
}

/**
 * The one place that talks to the OpenID Connect provider: authorization code with PKCE (S256),
 * state and nonce checked by openid-client together with issuer, audience and signature.
 */
export class RelyingParty {
  #config: Promise<client.Configuration> | null = null;

  constructor(private readonly settings: RelyingPartySettings) {}

  private configuration(): Promise<client.Configuration> {
    if (!this.#config) {
      const insecure = this.settings.issuer.startsWith('http://');
      this.#config = client
        .discovery(
          new URL(this.settings.issuer),
          this.settings.clientId,
          this.settings.clientSecret,
          undefined,
          insecure ? { execute: [client.allowInsecureRequests] } : undefined,
        )
        .catch((error: unknown) => {
          // Let a later sign-in retry discovery instead of caching the failure forever.
          this.#config = null;
          throw new SignInError('The identity provider could not be reached', { cause: error });
        });
    }
    return this.#config;
  }

  async beginLogin(): Promise<PendingLogin> {
    const config = await this.configuration();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const authorizationUrl = client.buildAuthorizationUrl(config, {
      redirect_uri: this.settings.redirectUri,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { authorizationUrl, state, nonce, codeVerifier };
  }

  async completeLogin(
    callbackUrl: URL,
    expected: { state: string; nonce: string; codeVerifier: string },
  ): Promise<SignedInIdentity> {
    const config = await this.configuration();
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      throw new SignInError('The sign-in response was not valid', { cause: error });
    }
    const claims = tokens.claims();
    if (!claims) throw new SignInError('The identity provider returned no ID token');
    // E-mail and profile come from userinfo: many providers leave them out of the ID token.
    const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
    const email = typeof info.email === 'string' ? info.email.trim() : '';
    if (!email) throw new SignInError('The identity provider did not share an e-mail address');
    const name = typeof info.name === 'string' && info.name.trim() ? info.name.trim() : null;
    const givenName =
      typeof info.given_name === 'string' && info.given_name.trim() ? info.given_name.trim() : null;
    return {
      issuer: claims.iss,
      subject: claims.sub,
      email,
      emailVerified: info.email_verified === true,
      name,
      firstName: givenName ?? name?.split(/\s+/)[0] ?? null,
      idToken: tokens.id_token ?? null,
    };
  }

  /** RP-initiated logout URL when the provider supports it, else null. */
  async logoutUrl(idToken: string | null): Promise<URL | null> {
    let config: client.Configuration;
    try {
      config = await this.configuration();
    } catch {
      return null;
    }
    if (!config.serverMetadata().end_session_endpoint) return null;
    const params: Record<string, string> = {
      post_logout_redirect_uri: this.settings.postLogoutRedirectUri,
      client_id: this.settings.clientId,
    };
    if (idToken) params.id_token_hint = idToken;
    return client.buildEndSessionUrl(config, params);
  }
}
