// A local OAuth 2.1 authorization server on loopback, for the auth e2e tests: RFC 8414 metadata, a JWKS whose keys
// the test rotates, a client_credentials token endpoint (client_secret_basic), and an OpenID Connect sign-in for the
// clients in `loginClients` (authorization code with PKCE S256; the browser names the user in x-login-user; the
// id_token carries the nonce and is signed with the first published key). Keys are generated per run.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { exportJWK, exportSPKI, generateKeyPair, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';

export interface SigningKey {
  readonly kid: string;
  readonly alg: 'RS256' | 'ES256';
  readonly privateKey: CryptoKey;
  readonly publicJwk: JWK;
  /** The public key as PEM (what an HS256 confusion attack keys its MAC with). */
  readonly publicPem: string;
}

export async function signingKey(kid: string, alg: 'RS256' | 'ES256' = 'RS256'): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' };
  return { kid, alg, privateKey, publicJwk, publicPem: await exportSPKI(publicKey) };
}

export interface TokenOptions {
  readonly key?: SigningKey;
  readonly iss?: string;
  readonly aud?: string | string[];
  readonly sub?: string;
  readonly clientId?: string;
  readonly scope?: string;
  /** Seconds from now (negative: in the past). Default 300. */
  readonly expiresIn?: number;
  /** Seconds from now the token becomes valid (nbf); absent: no nbf. */
  readonly notBefore?: number;
  readonly omit?: readonly ('exp' | 'sub')[];
}

export interface Issuer {
  readonly url: string;
  /** The keys the JWKS endpoint publishes now (replace the array to rotate). */
  published: SigningKey[];
  /** While true the JWKS endpoint answers 500 (the issuer is down). */
  failing: boolean;
  readonly jwksFetches: () => number;
  /** Audience every minted token defaults to. */
  audience: string;
  /** A signed access token; defaults: the first published key, this issuer, `audience`, 5 minutes. */
  mint(options?: TokenOptions): Promise<string>;
  /** client_credentials clients: id → secret, and the scopes the issuer grants it (of those it asks for). */
  readonly clients: Map<string, { readonly secret: string; readonly allowed: readonly string[] }>;
  /** OpenID Connect clients (authorization code): id → secret and the redirect URIs registered for it. */
  readonly loginClients: Map<string, { readonly secret: string; readonly redirectUris: string[] }>;
  /** The subject of each id_token issued, in order. */
  readonly signedIn: string[];
  /** When set, id_tokens carry this nonce rather than the one asked for (an id_token replayed from another sign-in). */
  nonce: string | undefined;
  close(): Promise<void>;
}

const now = () => Math.floor(Date.now() / 1000);

export async function startIssuer(keys: SigningKey[]): Promise<Issuer> {
  let fetches = 0;
  const codes = new Map<string, { user: string; clientId: string; redirectUri: string; challenge: string; nonce: string | undefined }>();
  let server: Server | undefined;
  const issuer: Issuer = {
    url: '',
    published: keys,
    failing: false,
    jwksFetches: () => fetches,
    audience: '',
    clients: new Map(),
    loginClients: new Map(),
    signedIn: [],
    nonce: undefined,
    async mint(o: TokenOptions = {}) {
      const key = o.key ?? issuer.published[0]!;
      const payload: JWTPayload = {
        ...(o.clientId !== undefined && { client_id: o.clientId }),
        ...(o.scope !== undefined && { scope: o.scope }),
        ...(o.notBefore !== undefined && { nbf: now() + o.notBefore }),
      };
      const jwt = new SignJWT(payload)
        .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'at+jwt' })
        .setIssuer(o.iss ?? issuer.url)
        .setAudience(o.aud ?? issuer.audience)
        .setIssuedAt();
      if (!o.omit?.includes('sub')) jwt.setSubject(o.sub ?? 'alice');
      if (!o.omit?.includes('exp')) jwt.setExpirationTime(now() + (o.expiresIn ?? 300));
      return jwt.sign(key.privateKey);
    },
    close: () => new Promise((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
  server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const json = (status: number, body: unknown): void => void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (path === '/.well-known/oauth-authorization-server') {
      return json(200, {
        issuer: issuer.url,
        authorization_endpoint: `${issuer.url}/authorize`,
        token_endpoint: `${issuer.url}/token`,
        jwks_uri: `${issuer.url}/jwks`,
        response_types_supported: ['code'],
        grant_types_supported: ['client_credentials', 'authorization_code'],
        token_endpoint_auth_methods_supported: ['client_secret_basic'],
        code_challenge_methods_supported: ['S256'],
      });
    }
    if (path === '/jwks') {
      fetches++;
      if (issuer.failing) return json(500, { error: 'down' });
      return json(200, { keys: issuer.published.map((k) => k.publicJwk) });
    }
    if (path === '/authorize' && req.method === 'GET') {
      const q = new URL(req.url ?? '/', issuer.url).searchParams;
      const client = issuer.loginClients.get(q.get('client_id') ?? '');
      const redirectUri = q.get('redirect_uri') ?? '';
      if (client === undefined || !client.redirectUris.includes(redirectUri)) return json(400, { error: 'invalid_request' });
      const back = new URL(redirectUri);
      back.searchParams.set('state', q.get('state') ?? '');
      const user = req.headers['x-login-user'];
      if (typeof user !== 'string') back.searchParams.set('error', 'login_required');
      else if (q.get('response_type') !== 'code' || q.get('code_challenge_method') !== 'S256' || !q.get('scope')?.split(' ').includes('openid'))
        back.searchParams.set('error', 'invalid_request');
      else {
        const code = randomBytes(16).toString('hex');
        codes.set(code, { user, clientId: q.get('client_id')!, redirectUri, challenge: q.get('code_challenge') ?? '', nonce: q.get('nonce') ?? undefined });
        back.searchParams.set('code', code);
      }
      return void res.writeHead(302, { location: back.href }).end();
    }
    if (path === '/token' && req.method === 'POST') {
      let body = '';
      req.setEncoding('utf8').on('data', (d: string) => (body += d));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
        const [id, secret] = basic ? Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent) : [];
        if (form.get('grant_type') === 'authorization_code') {
          const code = codes.get(form.get('code') ?? '');
          codes.delete(form.get('code') ?? ''); // single use
          if (id === undefined || issuer.loginClients.get(id)?.secret !== secret) return json(401, { error: 'invalid_client' });
          const verifier = createHash('sha256')
            .update(form.get('code_verifier') ?? '')
            .digest('base64url');
          if (!code || code.clientId !== id || code.redirectUri !== form.get('redirect_uri') || verifier !== code.challenge)
            return json(400, { error: 'invalid_grant' });
          issuer.signedIn.push(code.user);
          const key = issuer.published[0]!;
          const nonce = issuer.nonce ?? code.nonce;
          const idToken = new SignJWT(nonce === undefined ? {} : { nonce })
            .setProtectedHeader({ alg: key.alg, kid: key.kid })
            .setIssuer(issuer.url)
            .setAudience(id)
            .setSubject(code.user)
            .setIssuedAt()
            .setExpirationTime(now() + 300)
            .sign(key.privateKey);
          void idToken.then((id_token) => json(200, { access_token: randomBytes(16).toString('hex'), token_type: 'Bearer', expires_in: 300, id_token }));
          return;
        }
        if (form.get('grant_type') !== 'client_credentials') return json(400, { error: 'unsupported_grant_type' });
        const client = id === undefined ? undefined : issuer.clients.get(id);
        if (!id || client === undefined || client.secret !== secret) return json(401, { error: 'invalid_client' });
        const asked = (form.get('scope') ?? '').split(' ').filter((s) => s.length > 0);
        const scope = (asked.length > 0 ? asked : client.allowed).filter((s) => client.allowed.includes(s)).join(' ');
        void issuer
          .mint({ sub: id, clientId: id, scope, aud: form.get('resource') ?? issuer.audience })
          .then((token) => json(200, { access_token: token, token_type: 'Bearer', expires_in: 300, scope }));
      });
      return;
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', () => resolve()));
  (issuer as { url: string }).url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return issuer;
}

/** A port that was free a moment ago: the audience must name the server's URL before the server starts. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createNetServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const TASKS = 'io.modelcontextprotocol/tasks';

let nextId = 0;
/** One modern-era JSON-RPC request over Streamable HTTP, declaring the Tasks extension; the answer may come as JSON or as an SSE frame. */
export async function mcpPost(url: URL, method: string, params: Record<string, unknown>, token?: string) {
  const id = ++nextId;
  // SEP-2243: the Mcp-Name header repeats the name, URI or task id the body names.
  const name = [params.name, params.uri, params.taskId].find((v): v is string => typeof v === 'string');
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    'mcp-protocol-version': '2026-07-28',
    'mcp-method': method,
    ...(name !== undefined && { 'mcp-name': name }),
    ...(token !== undefined && { authorization: `Bearer ${token}` }),
  };
  const _meta = {
    'io.modelcontextprotocol/protocolVersion': '2026-07-28',
    'io.modelcontextprotocol/clientInfo': { name: 'auth-test', version: '0' },
    'io.modelcontextprotocol/clientCapabilities': { extensions: { [TASKS]: {} } },
  };
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ jsonrpc: '2.0', id, method, params: { ...params, _meta } }) });
  const text = await response.text();
  const frame = text.split('\n').find((l) => l.startsWith('data: ') && l.includes(`"id":${id}`));
  const json = text.startsWith('{') ? text : (frame ?? 'data: null').slice(6);
  return {
    status: response.status,
    challenge: response.headers.get('www-authenticate'),
    retryAfter: response.headers.get('retry-after'),
    body: JSON.parse(json) as { result?: Record<string, unknown>; error?: { code: number; message: string } } | null,
  };
}
