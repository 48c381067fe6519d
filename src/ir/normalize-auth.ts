// Manifest `auth` and the `scopes` of tools, resources and prompts → AuthIR. Pure; order is the manifest's.
import type { Manifest } from '../manifest/types.gen.js';
import type { AuthIR, ScopeRequirementIR } from './types.js';

export const DEFAULT_ALGORITHMS: readonly string[] = ['RS256', 'ES256'];
export const DEFAULT_CLOCK_SKEW_SECONDS = 30;

const required = <T extends { readonly scopes?: readonly string[] }>(
  entries: Readonly<Record<string, T>> | undefined,
  keyOf: (name: string, entry: T) => string,
): ScopeRequirementIR[] =>
  Object.entries(entries ?? {}).flatMap(([name, entry]) =>
    entry.scopes && entry.scopes.length > 0 ? [{ key: keyOf(name, entry), scopes: [...entry.scopes] }] : [],
  );

export function normalizeAuth(manifest: Manifest): { auth?: AuthIR } {
  const auth = manifest.auth;
  if (auth === undefined) return {};
  return {
    auth: {
      issuer: auth.issuer,
      audience: auth.audience,
      ...(auth.jwksUri !== undefined && { jwksUri: auth.jwksUri }),
      scopes: [...(auth.scopes ?? [])],
      algorithms: [...(auth.algorithms ?? DEFAULT_ALGORITHMS)],
      clockSkewSeconds: auth.clockSkewSeconds ?? DEFAULT_CLOCK_SKEW_SECONDS,
      hideUnauthorized: auth.hideUnauthorized ?? false,
      stepUp: auth.stepUp ?? true,
      required: {
        tools: required(manifest.tools, (name) => name),
        resources: required(manifest.resources, (_name, r) => r.uri),
        resourceTemplates: required(manifest.resourceTemplates, (_name, t) => t.uriTemplate),
        prompts: required(manifest.prompts, (name) => name),
      },
    },
  };
}
