// Semantic rules of OAuth settings: the URLs of `auth`, and the `scopes` of tools, resources and prompts checked
// against `auth.scopes` (the shape is checked by the JSON Schema).
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { namedEntries, reporter, type LoadedManifest } from './located.js';
import { isObject } from './schema-walk.js';
import { suggestion } from './did-you-mean.js';
import type { Manifest, ManifestAuth } from './types.gen.js';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Why `value` cannot be the issuer, audience or JWKS URL; undefined when it can. */
export function authUrlProblem(value: string, allowQuery: boolean): string | undefined {
  const url = URL.parse(value);
  if (!url) return 'is not an absolute URL';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname)))
    return 'must use https (http is accepted only for localhost, 127.0.0.1 and [::1])';
  if (url.hash !== '' || value.includes('#')) return 'must not have a fragment';
  if (!allowQuery && url.search !== '') return 'must not have a query';
  return undefined;
}

export function checkAuth(manifest: Manifest, loaded: LoadedManifest): Diagnostic[] {
  const { out, err } = reporter(loaded);
  const auth = isObject(manifest.auth) ? (manifest.auth as unknown as ManifestAuth) : undefined;
  if (auth) {
    for (const key of ['issuer', 'audience', 'jwksUri'] as const) {
      const value = auth[key];
      if (typeof value !== 'string') continue;
      const problem = authUrlProblem(value, key === 'jwksUri');
      if (problem)
        err(
          'MCPG221',
          ['auth', key],
          `auth.${key} ${JSON.stringify(value)} ${problem}`,
          key === 'audience' ? 'use the public URL of this server\'s MCP endpoint, e.g. "https://mcp.example.com/mcp"' : 'e.g. "https://auth.example.com"',
        );
    }
  }
  const declared = auth && Array.isArray(auth.scopes) ? auth.scopes.filter((s): s is string => typeof s === 'string') : [];
  for (const { section, what, name, entry } of namedEntries(manifest)) {
    // Scopes without auth are the schema's error (MCPG220), which takes them out of what the rules see.
    const scopes = entry.scopes;
    if (!Array.isArray(scopes)) continue;
    scopes.forEach((scope, i) => {
      if (typeof scope !== 'string' || declared.includes(scope)) return;
      err(
        'MCPG219',
        [section, name, 'scopes', i],
        `${what} "${name}" requires scope "${scope}", which auth.scopes does not declare${suggestion(scope, declared)}`,
        declared.length > 0 ? `declared scopes: ${declared.join(', ')}` : 'list the scopes this server understands under auth.scopes',
      );
    });
  }
  return out;
}
