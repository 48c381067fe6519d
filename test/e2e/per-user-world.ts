// What the per-user credentials e2e tests (issue 44) share: the loopback issuer of the MCP server's users, the
// loopback upstream (authorization server and API), the environment a generated/per-user server gets, and v2 clients
// whose elicitations a scripted user answers in a scripted browser. Everything started here is closed by close().
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { freePort, signingKey, startIssuer, type Issuer } from '../support/oauth-issuer.js';
import { browse, startUpstream, type UpstreamMock } from '../support/upstream-oauth.js';

export interface Elicited {
  readonly mode: unknown;
  readonly url: string;
  readonly message: string;
}

export type Consent = (e: Elicited) => Promise<'accept' | 'decline'>;

export interface ClientOptions {
  readonly era?: 'modern' | 'legacy';
  /** Declares URL elicitation (default true). */
  readonly url?: boolean;
  /** The audience of the user's access token (default the issuer's). */
  readonly aud?: string;
}

export interface World {
  readonly issuer: Issuer;
  readonly upstream: UpstreamMock;
  /** The redirect URIs the upstream accepts for its client: push each test server's callback. */
  readonly redirectUris: string[];
  /**
   * A generated/per-user server's environment, its audience on `port`, tokens in `store`; with `login`, its OAuth
   * client at the issuer (MCPGEN_AUTH_CLIENT_ID/SECRET, redirect URI <origin>/upstream/login registered).
   */
  serverEnv(port: number, store: string, options?: { login?: boolean }): Record<string, string>;
  /** A connected v2 client for `user`; each elicitation is answered by `consent`. */
  client(user: string, server: URL, consent: Consent, options?: ClientOptions): Promise<Client>;
  /**
   * The scripted user: opens the elicitation's URL in a browser logged in upstream as `account` (and at the MCP
   * server's issuer as `login`, for a server with a login client).
   */
  consentAs(account: string, seen?: Elicited[], login?: string): Consent;
  /** Closed by close(). */
  track(closable: { close(): Promise<void> }): void;
  close(): Promise<void>;
}

export const decline: Consent = async () => 'decline';

export async function startWorld(): Promise<World> {
  const issuer = await startIssuer([await signingKey('k1')]);
  const redirectUris: string[] = [];
  const upstream = await startUpstream(redirectUris);
  const tokenKey = randomBytes(32).toString('base64');
  const closables: { close(): Promise<void> }[] = [];
  const loginSecret = `login-${randomBytes(8).toString('hex')}`;
  const loginClient = (port: number) => {
    const client = issuer.loginClients.get('mcp-server-login') ?? { secret: loginSecret, redirectUris: [] };
    client.redirectUris.push(`http://127.0.0.1:${port}/upstream/login`);
    issuer.loginClients.set('mcp-server-login', client);
    return { MCPGEN_AUTH_CLIENT_ID: 'mcp-server-login', MCPGEN_AUTH_CLIENT_SECRET: loginSecret };
  };
  const world: World = {
    issuer,
    upstream,
    redirectUris,
    serverEnv: (port, store, options = {}) => ({
      ...(options.login && loginClient(port)),
      MCPGEN_AUTH_ISSUER: issuer.url,
      MCPGEN_AUTH_AUDIENCE: `http://127.0.0.1:${port}/mcp`,
      MCPGEN_API_BASE_URL: upstream.url,
      MCPGEN_API_REPOS_AUTHORIZATION_URL: `${upstream.url}/authorize`,
      MCPGEN_API_REPOS_TOKEN_URL: `${upstream.url}/token`,
      MCPGEN_API_REPOS_CLIENT_ID: upstream.clientId,
      MCPGEN_API_REPOS_CLIENT_SECRET: upstream.clientSecret,
      MCPGEN_TOKEN_KEY: tokenKey,
      MCPGEN_TOKEN_STORE: store,
      MCPGEN_LOG_LEVEL: 'debug',
    }),
    async client(user, server, consent, options = {}) {
      const token = await issuer.mint({ sub: user, scope: '', aud: options.aud ?? issuer.audience });
      const client = new Client(
        { name: 'per-user-e2e', version: '0' },
        {
          capabilities: { elicitation: options.url === false ? { form: {} } : { url: {}, form: {} } },
          versionNegotiation: { mode: options.era === 'legacy' ? 'legacy' : { pin: '2026-07-28' } },
        },
      );
      client.setRequestHandler('elicitation/create', async (request) => {
        const params = request.params as { mode?: unknown; url?: unknown; message?: unknown };
        return { action: await consent({ mode: params.mode, url: String(params.url), message: String(params.message) }) };
      });
      await client.connect(new StreamableHTTPClientTransport(server, { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
      closables.push(client);
      return client;
    },
    consentAs:
      (account, seen = [], login = undefined) =>
      async (e) => {
        seen.push(e);
        const run = await browse(e.url, upstream, account, login === undefined ? {} : { login: { issuer: issuer.url, user: login } });
        expect(run.status, run.text).toBe(200);
        return 'accept';
      },
    track: (closable) => void closables.push(closable),
    async close() {
      await Promise.all(closables.map((c) => c.close().catch(() => undefined)));
      await upstream.close();
      await issuer.close();
    },
  };
  return world;
}

/** A free port for the server about to start, its origin wired into the world: the issuer's audience, the upstream's callback. */
export async function originFor(w: World): Promise<{ port: number; origin: string }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  w.issuer.audience = `${origin}/mcp`;
  w.redirectUris.push(`${origin}/upstream/callback`);
  return { port, origin };
}

export const callRepos = (client: Client, name = 'list_repos') => client.callTool({ name, arguments: {} });
