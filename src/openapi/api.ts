import { isObject, type Obj } from '../manifest/schema-walk.js';
import { oauthEntry } from './oauth2.js';
import { listOperations, PATH_ITEM_METHODS, type Warn } from './operations.js';

/** A server object's URL with its variables at their defaults (validated: a server has a URL, a variable a default); ''
 * without one. */
export function serverUrl(server: Obj | undefined): string {
  const { url = '', variables = {} } = (server ?? {}) as { url?: string; variables?: Record<string, { default: string }> };
  return url.replace(/\{([^}]+)\}/g, (m, name: string) => (Object.hasOwn(variables, name) ? variables[name]!.default : m));
}

/** A host that stands for an address (RFC 2606/6761 names, loopback) or a value to fill in: no one's API is there. */
const PLACEHOLDER_HOST = /^(localhost|127\.0\.0\.1|\[::1\]|(.+\.)?example(\.(com|net|org))?|.+\.(test|invalid|localhost|local))(:\d+)?$|your[-_]|<|>/i;

/** How many operations each security scheme appears in (their own security, else the document's). */
function schemeUse(doc: Obj): Map<string, number> {
  const use = new Map<string, number>();
  for (const { op } of listOperations(doc, [...PATH_ITEM_METHODS])) {
    const security = op.security ?? doc.security;
    const names = new Set(Array.isArray(security) ? security.filter(isObject).flatMap((r) => Object.keys(r)) : []);
    for (const name of names) use.set(name, (use.get(name) ?? 0) + 1);
  }
  return use;
}

/** The variable a scheme's credential is read from: the one most operations use gets MCPGEN_API_TOKEN. */
const envOf = (name: string, first: boolean): string =>
  first
    ? 'MCPGEN_API_TOKEN'
    : `MCPGEN_API_${name
        .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
        .replace(/[^A-Za-z0-9]+/g, '_')
        .replace(/^_+|_+$/g, '')
        .toUpperCase()}`;

/**
 * The manifest's `api`: base URL from servers[0] (variables at their defaults; marked a placeholder when it is
 * relative, templated or a placeholder host), auth from securitySchemes, the one most operations use first (it gets
 * MCPGEN_API_TOKEN). A document that declares no scheme gets no auth: its API needs no credential.
 */
export function apiFor(doc: Obj, warn: Warn): Obj {
  const server = Array.isArray(doc.servers) && isObject(doc.servers[0]) ? doc.servers[0] : undefined;
  let baseUrl = serverUrl(server);
  if (!/^https?:\/\/[^/{}]+/i.test(baseUrl)) {
    const local = `http://localhost${baseUrl.startsWith('/') ? baseUrl : ''}`;
    warn(
      server ? ['servers', 0, 'url'] : ['servers'],
      `no absolute server URL (${baseUrl === '' ? 'no servers' : JSON.stringify(baseUrl)}): the base URL is ${local}`,
      'set MCPGEN_API_BASE_URL when running the server, or add servers: [{ url: https://... }] to the document and re-import',
    );
    baseUrl = local;
  }
  const templated = typeof server?.url === 'string' && server.url.includes('{');
  const placeholder = templated || PLACEHOLDER_HOST.test(/^https?:\/\/([^/?#]+)/i.exec(baseUrl)?.[1] ?? '');
  const auth: Record<string, Obj> = {};
  const use = schemeUse(doc);
  const components = isObject(doc.components) ? doc.components : {};
  const declared = Object.entries(isObject(components.securitySchemes) ? components.securitySchemes : {});
  // A stable sort: equal use keeps document order.
  for (const [name, scheme] of declared.sort((a, b) => (use.get(b[0]) ?? 0) - (use.get(a[0]) ?? 0))) {
    if (!isObject(scheme)) continue;
    const env = envOf(name, Object.keys(auth).length === 0);
    const type = String(scheme.type);
    const httpScheme = typeof scheme.scheme === 'string' ? scheme.scheme.toLowerCase() : '';
    if (type === 'http' && (httpScheme === 'bearer' || httpScheme === 'basic')) auth[name] = { type: httpScheme, env };
    else if (type === 'apiKey' && (scheme.in === 'header' || scheme.in === 'query'))
      auth[name] = { type: 'apiKey', in: scheme.in, name: String(scheme.name), env };
    else if (type === 'oauth2' || type === 'openIdConnect') auth[name] = oauthEntry(name, scheme, env, serverUrl(server), warn);
    else
      warn(
        ['components', 'securitySchemes', name],
        `security scheme "${name}" (${type}${httpScheme ? ` ${httpScheme}` : ''}${typeof scheme.in === 'string' ? ` in ${scheme.in}` : ''}) is not supported and is left out`,
        'mcpgen sends bearer tokens, API keys in a header or the query, basic credentials and per-user OAuth 2 tokens',
      );
  }
  return { baseUrl, ...(placeholder && { baseUrlPlaceholder: true }), ...(Object.keys(auth).length > 0 && { auth }) };
}
