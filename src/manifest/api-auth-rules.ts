// Semantic rules of per-user API credentials: oauth2 schemes of `api.auth` (their endpoints, and the inbound `auth`
// that names the user) and the `http.scopes` of the tools that use them (the shape is checked by the JSON Schema).
import type { Diagnostic, PathSegment } from '../diagnostics/diagnostic.js';
import { suggestion } from './did-you-mean.js';
import { authUrlProblem } from './auth-rules.js';
import { reporter, type LoadedManifest } from './located.js';
import { isObject } from './schema-walk.js';
import type { Manifest, ManifestApiAuthScheme, ManifestHttp } from './types.gen.js';

const OAUTH2_ONLY = ['authorizationUrl', 'tokenUrl', 'scopes'] as const;

export function checkApiAuth(manifest: Manifest, loaded: LoadedManifest): Diagnostic[] {
  const { out, err, warn } = reporter(loaded);
  const api = isObject(manifest.api) ? manifest.api : undefined;
  const schemes = (api && isObject(api.auth) ? api.auth : {}) as Readonly<Record<string, ManifestApiAuthScheme>>;
  for (const [name, scheme] of Object.entries(schemes)) {
    const at: PathSegment[] = ['api', 'auth', name];
    if (scheme.type !== 'oauth2') {
      for (const key of OAUTH2_ONLY)
        if (scheme[key] !== undefined)
          err(
            'MCPG104',
            [...at, key],
            `${key} applies only to an oauth2 scheme, and api.auth.${name} is ${scheme.type}`,
            `remove ${key}, or make the scheme type: oauth2`,
            true,
          );
      continue;
    }
    for (const key of ['authorizationUrl', 'tokenUrl'] as const) {
      const value = scheme[key];
      const problem = typeof value === 'string' ? authUrlProblem(value, true) : undefined;
      if (problem)
        err(
          'MCPG237',
          [...at, key],
          `api.auth.${name}.${key} ${JSON.stringify(value)} ${problem}`,
          key === 'tokenUrl' ? 'e.g. "https://github.com/login/oauth/access_token"' : 'e.g. "https://github.com/login/oauth/authorize"',
        );
    }
    if (!isObject(manifest.auth))
      warn(
        'MCPG238',
        [...at, 'type'],
        `api.auth.${name} is per user (oauth2), but the manifest has no auth section to tell its users apart: every call sends the one token in ${scheme.env ?? 'its environment variable'}`,
        'add a top-level "auth" (issuer, audience) so that each user authorizes the API with their own account, served over HTTP',
      );
  }

  for (const [name, tool] of Object.entries(manifest.tools ?? {})) {
    if (!isObject(tool) || !isObject(tool.http)) continue;
    const http = tool.http as ManifestHttp;
    if (!Array.isArray(http.scopes)) continue;
    const accepted = Array.isArray(http.auth) ? (http.auth as unknown[]).flat().filter((s): s is string => typeof s === 'string') : Object.keys(schemes);
    const oauth = accepted.filter((s) => isObject(schemes[s]) && schemes[s].type === 'oauth2');
    const at: PathSegment[] = ['tools', name, 'http', 'scopes'];
    if (oauth.length === 0) {
      err(
        'MCPG236',
        at,
        `tool "${name}" asks for upstream scopes, but none of the api.auth schemes it uses is oauth2`,
        'remove http.scopes, or use an oauth2 scheme',
        true,
      );
      continue;
    }
    // A scope must be one that some oauth2 scheme of the tool can grant (any, when a scheme does not list its scopes).
    const listed = oauth.map((s) => schemes[s]!.scopes);
    if (listed.some((l) => !Array.isArray(l))) continue;
    const known = [...new Set(listed.flatMap((l) => l ?? []))];
    http.scopes.forEach((scope, i) => {
      if (typeof scope !== 'string' || known.includes(scope)) return;
      err(
        'MCPG236',
        [...at, i],
        `tool "${name}" asks for upstream scope "${scope}", which api.auth.${oauth.join('/')} does not list${suggestion(scope, known)}`,
        known.length > 0 ? `listed scopes: ${known.join(', ')}` : `list it under api.auth.${oauth[0]}.scopes`,
      );
    });
  }
  return out;
}
