// The versioning rules: which differences server.version accepts, as one located diagnostic per change.
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { LoadedManifest } from '../manifest/load.js';
import { locate } from '../manifest/load.js';
import type { ContractChange } from './change.js';

export type Bump = 'major' | 'minor' | 'patch' | 'none';

const SEMVER = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?/;

/**
 * How `after` moves on from `before`. Below 1.0.0 the first non-zero part is the major one (0.3 → 0.4 is a major
 * bump, 0.3.0 → 0.3.1 a minor one), as npm's caret ranges read it. A version that is not semver bumps nothing.
 */
export function versionBump(before: string, after: string): Bump {
  const a = SEMVER.exec(before);
  const b = SEMVER.exec(after);
  if (!a || !b) return 'none';
  const [x, y] = [a, b].map((m) => [Number(m[1]), Number(m[2]), Number(m[3])]) as [number[], number[]];
  const shift = x[0] === 0 ? (x[1] === 0 ? 2 : 1) : 0;
  const names = ['major', 'minor', 'patch'] as const;
  for (let i = 0; i < 3; i++) {
    if (y[i] === x[i]) continue;
    return y[i]! > x[i]! ? names[Math.max(0, i - shift)]! : 'none';
  }
  // The same numbers: a release after its prerelease (1.0.0-rc.1 → 1.0.0) bumps nothing.
  return 'none';
}

export interface GateResult {
  readonly diagnostics: Diagnostic[];
  readonly breaking: number;
  readonly accepted: boolean;
}

/** One diagnostic per change: breaking needs a major bump, compatible a minor one, cosmetic none. */
export function gateChanges(changes: readonly ContractChange[], before: string, after: string, loaded: LoadedManifest): GateResult {
  const bump = versionBump(before, after);
  const diagnostics = changes.map((c): Diagnostic => {
    const base = { path: [...c.at], loc: locate(loaded, c.at) };
    const text = `${c.subject}: ${c.message}`;
    if (c.kind === 'breaking' && bump !== 'major')
      return {
        ...base,
        code: 'MCPG801',
        severity: 'error',
        message: `${text} (breaking)`,
        hint: `clients built against ${before} may fail: restore it, or bump server.version's major (${before} → ${nextMajor(before)}) and run \`mcpgen contract\``,
      };
    if (c.kind === 'breaking')
      return { ...base, code: 'MCPG802', severity: 'warning', message: `${text} (breaking, accepted by the major bump ${before} → ${after})` };
    if (c.kind === 'compatible' && bump !== 'major' && bump !== 'minor')
      return {
        ...base,
        code: 'MCPG803',
        severity: 'warning',
        message: `${text} (compatible; server.version ${after} needs at least a minor bump from ${before})`,
        hint: `bump server.version to ${nextMinor(before)} or later`,
      };
    return { ...base, code: 'MCPG804', severity: 'warning', message: `${text} (${c.kind})` };
  });
  const breaking = changes.filter((c) => c.kind === 'breaking').length;
  return { diagnostics, breaking, accepted: !diagnostics.some((d) => d.severity === 'error') };
}

function nextMajor(version: string): string {
  const m = SEMVER.exec(version);
  if (!m) return 'a new major version';
  const [x, y, z] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return x > 0 ? `${x + 1}.0.0` : y > 0 ? `0.${y + 1}.0` : `0.0.${z + 1}`;
}

function nextMinor(version: string): string {
  const m = SEMVER.exec(version);
  if (!m) return 'a new minor version';
  const [x, y, z] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return x > 0 ? `${x}.${y + 1}.0` : y > 0 ? `0.${y}.${z + 1}` : `0.0.${z + 1}`;
}
