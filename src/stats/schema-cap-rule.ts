// MCPG256: validate and generate say when an API tool's advertised schema leaves definitions out to fit tools/list
// (ir/relax-cut.ts; Stripe's tools/list was 166 MB whole, over the official client's 10 MiB stdio message). The call
// is still built from the manifest and every answer is checked against the documented schema; what the model reads
// of those definitions is their name, and the server checks them loosely. Said once, with the tools and definitions.
import type { Diagnostic, PathSegment } from '../diagnostics/diagnostic.js';
import type { ServerIR } from '../ir/types.js';
import { locate, type LoadedManifest } from '../manifest/load.js';

const list = (names: readonly string[], most: number): string =>
  names.length <= most ? names.join(', ') : `${names.slice(0, most).join(', ')} and ${names.length - most} more`;

export function schemaCapDiagnostics(ir: ServerIR, loaded: LoadedManifest): Diagnostic[] {
  const capped = ir.tools.filter((t) => (t.inputLeftOut?.length ?? 0) > 0 || (t.outputLeftOut?.length ?? 0) > 0);
  if (capped.length === 0) return [];
  const definitions = [...new Set(capped.flatMap((t) => [...(t.inputLeftOut ?? []), ...(t.outputLeftOut ?? [])]))].sort();
  const at: PathSegment[] = ['tools', capped[0]!.name, 'http'];
  const tools = capped.map((t) => `${t.name} (${[t.inputLeftOut?.length && 'input', t.outputLeftOut?.length && 'output'].filter(Boolean).join(' and ')})`);
  return [
    {
      code: 'MCPG256',
      severity: 'warning',
      message: `${capped.length} tool${capped.length === 1 ? '' : 's'} advertise${capped.length === 1 ? 's' : ''} a schema shortened to fit tools/list: ${list(tools, 8)}; ${definitions.length} definition${definitions.length === 1 ? ' is' : 's are'} named, not expanded, past 8 KB of each schema: ${list(definitions, 8)}`,
      hint: 'the model reads only their names, and the server checks those parts of a call loosely (the API still checks them); answers are checked against the documented schema',
      path: at,
      loc: locate(loaded, at, { key: true }),
    },
  ];
}
