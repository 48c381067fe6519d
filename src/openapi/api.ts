import { isObject } from '../manifest/schema-walk.js';

type Obj = Record<string, unknown>;

type Warn = (at: (string | number)[], message: string, hint?: string) => void;

/** A server object's URL with its variables at their defaults; '' without one. */
export function serverUrl(server: Obj | undefined): string {
  const variables = isObject(server?.variables) ? server.variables : {};
  return typeof server?.url === 'string'
    ? server.url.replace(/\{([^}]+)\}/g, (m, name: string) => {
        const v = variables[name];
        return isObject(v) && v.default !== undefined ? String(v.default) : m;
      })
    : '';
}

/** The manifest's `api`: base URL from servers[0] (variables at their defaults), auth from securitySchemes. */
export function apiFor(doc: Obj, warn: Warn): { api: Obj; schemes: Set<string> } {
  const server = Array.isArray(doc.servers) && isObject(doc.servers[0]) ? doc.servers[0] : undefined;
  let baseUrl = serverUrl(server);
  if (!/^https?:\/\/[^/{}]+/i.test(baseUrl)) {
    warn(
      server ? ['servers', 0, 'url'] : ['servers'],
      `no absolute server URL (${baseUrl === '' ? 'no servers' : JSON.stringify(baseUrl)}): the base URL is http://localhost${baseUrl.startsWith('/') ? baseUrl : ''}`,
      'set MCPGEN_API_BASE_URL when running the server, or add servers: [{ url: https://... }] to the document and re-import',
    );
    baseUrl = `http://localhost${baseUrl.startsWith('/') ? baseUrl : ''}`;
  }
  const auth: Obj = {};
  const schemes = new Set<string>();
  const components = isObject(doc.components) ? doc.components : {};
  for (const [name, scheme] of Object.entries(isObject(components.securitySchemes) ? components.securitySchemes : {})) {
    if (!isObject(scheme)) continue;
    const env =
      schemes.size === 0
        ? 'MCPGEN_API_TOKEN'
        : `MCPGEN_API_${name
            .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
            .replace(/[^A-Za-z0-9]+/g, '_')
            .replace(/^_+|_+$/g, '')
            .toUpperCase()}`;
    const type = String(scheme.type);
    const httpScheme = typeof scheme.scheme === 'string' ? scheme.scheme.toLowerCase() : '';
    let entry: Obj | undefined;
    if (type === 'http' && httpScheme === 'bearer') entry = { type: 'bearer', env };
    else if (type === 'http' && httpScheme === 'basic') entry = { type: 'basic', env };
    else if (type === 'apiKey' && (scheme.in === 'header' || scheme.in === 'query')) entry = { type: 'apiKey', in: scheme.in, name: String(scheme.name), env };
    else if (type === 'oauth2' || type === 'openIdConnect') {
      warn(
        ['components', 'securitySchemes', name],
        `security scheme "${name}" (${type}) is sent as a bearer token from ${env}: mcpgen does not run the ${type} flow`,
        `obtain an access token yourself and set ${env} when running the server`,
      );
      entry = { type: 'bearer', env };
    } else
      warn(
        ['components', 'securitySchemes', name],
        `security scheme "${name}" (${type}${httpScheme ? ` ${httpScheme}` : ''}${typeof scheme.in === 'string' ? ` in ${scheme.in}` : ''}) is not supported and is left out`,
        'mcpgen sends bearer tokens, API keys in a header or the query, and basic credentials',
      );
    if (entry) {
      auth[name] = entry;
      schemes.add(name);
    }
  }
  // No scheme declared (GitHub's document has none): a bearer token is still sent when MCPGEN_API_TOKEN is set.
  if (schemes.size === 0) auth.bearerToken = { type: 'bearer', env: 'MCPGEN_API_TOKEN' };
  return { api: { baseUrl, auth }, schemes };
}
