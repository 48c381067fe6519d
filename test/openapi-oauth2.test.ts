// mcpgen import openapi: OAuth 2 security schemes (issue 44). An oauth2 scheme with an authorizationCode flow becomes a
// per-user credential (api.auth type oauth2, its endpoints and scopes; each operation's http.scopes); other flows and
// openIdConnect stay a bearer token from the environment, each named in a warning. Small documents of our own, imported
// in process; the corpus's (figma, train-travel) are in openapi-corpus.test.ts.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { REPO_ROOT, runCliInProcess } from './support/cli.js';
import { manifestOf } from './support/project.js';
import { scratchDir } from './support/tmp.js';

const scratch = scratchDir('openapi-oauth2');
afterAll(() => scratch.cleanup());
const FIXTURES = path.join(REPO_ROOT, 'test/fixtures/openapi/oauth2');

const answer = { '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } } };
const get = (operationId: string, security: unknown[]) => ({ get: { operationId, security, responses: answer } });
const HUB_FLOW = {
  authorizationUrl: 'https://hub.dev/login/oauth/authorize',
  tokenUrl: 'https://hub.dev/login/oauth/access_token',
  scopes: { repo: 'Full control of repositories', 'read:user': 'Read the profile' },
};

/** Writes the document (pretty JSON, so warnings have lines to point at) and imports it into a folder of its own. */
async function importDoc(name: string, doc: object) {
  const dir = path.join(scratch.dir, `${name}-spec`);
  mkdirSync(dir, { recursive: true });
  const spec = path.join(dir, `${name}.json`);
  writeFileSync(spec, JSON.stringify(doc, null, 2));
  const out = path.join(scratch.dir, name);
  return { ...(await runCliInProcess(['import', 'openapi', spec, '--out', out])), out, text: readFileSync(spec, 'utf8') };
}

/** 1-based line of the first line of `text` containing `needle`. */
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

describe('mcpgen import openapi: OAuth 2 schemes become per-user credentials', () => {
  test('3.0: authorizationCode → type oauth2 with its endpoints and scopes, each operation its own http.scopes', { timeout: 120_000 }, async () => {
    const r = await importDoc('hub30', {
      openapi: '3.0.3',
      info: { title: 'Hub', version: '1.0.0' },
      servers: [{ url: 'https://api.hub.dev/v1' }],
      paths: {
        '/user/repos': get('listRepos', [{ hub: ['repo'] }]),
        '/user': get('getUser', [{ hub: ['read:user', 'user:email'] }]),
        '/user/starred': get('listStarred', [{ hub: [] }]),
        '/admin/stats': get('adminStats', [{ machine: ['admin'] }]),
        '/whoami': get('whoami', [{ oidc: [] }]),
        '/meta': get('meta', []),
      },
      components: {
        securitySchemes: {
          // Several flows: the authorizationCode one is the one a user consents in.
          hub: { type: 'oauth2', flows: { implicit: { authorizationUrl: HUB_FLOW.authorizationUrl, scopes: {} }, authorizationCode: HUB_FLOW } },
          machine: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: 'https://hub.dev/token', scopes: { admin: 'Everything' } } } },
          oidc: { type: 'openIdConnect', openIdConnectUrl: 'https://hub.dev/.well-known/openid-configuration' },
        },
      },
    });
    expect(r.code, r.stderr).toBe(0);
    const m = manifestOf(r.out);
    // The scope an operation needs that the flow does not declare is added: the user consents to what the call needs.
    expect(m.api.auth.hub).toEqual({
      type: 'oauth2',
      authorizationUrl: 'https://hub.dev/login/oauth/authorize',
      tokenUrl: 'https://hub.dev/login/oauth/access_token',
      scopes: ['repo', 'read:user', 'user:email'],
      env: 'MCPGEN_API_TOKEN',
    });
    expect(m.tools.listRepos.http).toMatchObject({ auth: ['hub'], scopes: ['repo'] });
    expect(m.tools.getUser.http).toMatchObject({ auth: ['hub'], scopes: ['read:user', 'user:email'] });
    expect(m.tools.listStarred.http.auth).toEqual(['hub']);
    expect(m.tools.listStarred.http).not.toHaveProperty('scopes');
    expect(m.tools.meta.http.auth).toEqual([]);
    // No authorizationCode flow, openIdConnect: a bearer token the operator supplies, as before, and no http.scopes.
    expect(m.api.auth.machine).toEqual({ type: 'bearer', env: 'MCPGEN_API_MACHINE' });
    expect(m.api.auth.oidc).toEqual({ type: 'bearer', env: 'MCPGEN_API_OIDC' });
    expect(m.tools.adminStats.http).not.toHaveProperty('scopes');
    const at = (needle: string) => `hub30.json:${lineOf(r.text, needle)}:`;
    expect(r.stderr).toContain(
      `${at('"machine": {')}7: warning MCPG704 security scheme "machine" (oauth2) is sent as a bearer token from MCPGEN_API_MACHINE: it has no authorizationCode flow (clientCredentials), the only one in which each user consents`,
    );
    expect(r.stderr).toContain(
      `${at('"oidc": {')}7: warning MCPG704 security scheme "oidc" (openIdConnect) is sent as a bearer token from MCPGEN_API_OIDC: its endpoints are in a discovery document (https://hub.dev/.well-known/openid-configuration), and import never uses the network`,
    );
    // At the operation's security requirement.
    const security = lineOf(r.text, '"operationId": "getUser"') + 1;
    expect(r.text.split('\n')[security - 1]).toContain('"security"');
    expect(r.stderr).toContain(
      `hub30.json:${security}:9: warning MCPG704 getUser: scope "user:email" of security scheme "hub" is not declared by its authorizationCode flow; it is added to api.auth.hub.scopes`,
    );
    // No inbound auth in the imported manifest: generate says the scheme sends one static token (issue 44's rule).
    expect(r.stderr).toContain('warning MCPG238 api.auth.hub is per user (oauth2)');
    expect(r.stderr).not.toContain('mcpgen does not run');
    // The README says what to register at the API and which variables the per-user scheme reads.
    const readme = readFileSync(path.join(r.out, 'README.md'), 'utf8');
    expect(readme).toContain(
      '- `MCPGEN_API_TOKEN_CLIENT_ID`, `MCPGEN_API_TOKEN_CLIENT_SECRET` — the client id and secret of the OAuth application you register at\n  the API for the `hub` scheme',
    );
    expect(readme).toContain('- `MCPGEN_TOKEN_KEY` — 32 random bytes in base64');
    expect(readme).toContain('/upstream/callback');
    expect(readme).toContain('(a URL elicitation)');
    expect(readme).toContain('- `MCPGEN_API_MACHINE` — a bearer token (Authorization: Bearer), for the `machine` scheme');
  });

  test('3.1: relative flow URLs resolve against the server URL; without an absolute one, or over http, a bearer token', { timeout: 120_000 }, async () => {
    const doc = (servers: object[], flow: object) => ({
      openapi: '3.1.0',
      info: { title: 'Hub', version: '1.0.0' },
      servers,
      paths: { '/user/repos': get('listRepos', [{ hub: ['repo'] }]) },
      components: { securitySchemes: { hub: { type: 'oauth2', flows: { authorizationCode: { ...flow, scopes: { repo: 'Repositories' } } } } } },
    });
    const relative = { authorizationUrl: 'oauth/authorize', tokenUrl: '/oauth/token' };
    const r = await importDoc('hub31', doc([{ url: 'https://{host}/v2/', variables: { host: { default: 'api.hub.dev' } } }], relative));
    expect(r.code, r.stderr).toBe(0);
    expect(manifestOf(r.out).api.auth.hub).toEqual({
      type: 'oauth2',
      authorizationUrl: 'https://api.hub.dev/v2/oauth/authorize',
      tokenUrl: 'https://api.hub.dev/oauth/token',
      scopes: ['repo'],
      env: 'MCPGEN_API_TOKEN',
    });
    expect(manifestOf(r.out).tools.listRepos.http.scopes).toEqual(['repo']);

    const serverless = await importDoc('hub31-relative', doc([{ url: '/v2' }], relative));
    expect(serverless.code, serverless.stderr).toBe(0);
    expect(manifestOf(serverless.out).api.auth.hub).toEqual({ type: 'bearer', env: 'MCPGEN_API_TOKEN' });
    expect(manifestOf(serverless.out).tools.listRepos.http).not.toHaveProperty('scopes');
    expect(serverless.stderr).toContain(
      'warning MCPG704 security scheme "hub" (oauth2) is sent as a bearer token from MCPGEN_API_TOKEN: its authorizationUrl "oauth/authorize" is relative and the document has no absolute server URL to resolve it against',
    );

    const plain = await importDoc(
      'hub31-http',
      doc([{ url: 'https://api.hub.dev' }], { authorizationUrl: 'http://hub.dev/authorize', tokenUrl: 'https://hub.dev/token' }),
    );
    expect(plain.code, plain.stderr).toBe(0);
    expect(manifestOf(plain.out).api.auth.hub.type).toBe('bearer');
    expect(plain.stderr).toContain('its authorizationUrl "http://hub.dev/authorize" must use https');
  });

  test('Swagger 2.0 flow: accessCode: the document is refused (MCPG702); its swagger2openapi conversion imports per user', { timeout: 120_000 }, async () => {
    const refused = await runCliInProcess(['import', 'openapi', path.join(FIXTURES, 'hub-swagger2.yaml'), '--out', path.join(scratch.dir, 'swagger2')]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('error MCPG702');
    const out = path.join(scratch.dir, 'swagger2-converted');
    const r = await runCliInProcess(['import', 'openapi', path.join(FIXTURES, 'hub-swagger2-converted.yaml'), '--out', out]);
    expect(r.code, r.stderr).toBe(0);
    const m = manifestOf(out);
    expect(m.api).toMatchObject({
      baseUrl: 'https://api.hub.dev/v1',
      auth: { hub: { type: 'oauth2', authorizationUrl: HUB_FLOW.authorizationUrl, tokenUrl: HUB_FLOW.tokenUrl, scopes: ['repo', 'read:user'] } },
    });
    expect(m.tools.listRepos.http).toMatchObject({ auth: ['hub'], scopes: ['repo'] });
  });
});
