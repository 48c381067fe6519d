// MCPG902 for an orphaned handler: what it exported, and, when the same generate scaffolded (or still holds an
// untouched stub for) a handler in the same folder, exactly what to rename to turn the old handler into it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { attempt } from './attempt.js';
import { fileDiagnostic, type Diagnostic, type SourceLoc } from './diagnostics/diagnostic.js';
import type { WritePlan } from './emit/plan.js';
import { HANDLER_DIRS } from './render/header.js';

const EXPORT = /export const ([\w$]+)\s*:\s*([\w$]+)\s*=/;
// What an untouched stub still says (tool, resource and prompt stubs).
const STUB = /notImplemented\(|new NotImplementedError\(/;

function exportOf(rel: string, content: string | undefined) {
  const m = content === undefined ? null : EXPORT.exec(content);
  return m ? { path: rel, name: m[1]!, type: m[2]! } : undefined;
}

const read = (file: string) => attempt(() => readFileSync(file, 'utf8'));

const dirOf = (rel: string) => Object.keys(HANDLER_DIRS).find((dir) => rel.startsWith(`${dir}/`));

/** One MCPG902 warning per orphaned handler in the plan. */
export function orphanDiagnostics(plan: WritePlan, at: (rel: string) => SourceLoc): Diagnostic[] {
  const orphans = plan.actions.filter((a) => a.kind === 'orphan').map((a) => a.path);
  if (orphans.length === 0) return [];
  // Rename targets: handlers scaffolded now, or earlier but never edited (still a stub).
  const targets = plan.actions.flatMap((a) => {
    if (!dirOf(a.path) || !a.path.endsWith('.ts')) return [];
    const content = a.kind === 'create' ? a.content : a.kind === 'skip-user-owned' ? read(path.join(plan.outDir, a.path)) : undefined;
    const e = content !== undefined && (a.kind === 'create' || STUB.test(content)) ? exportOf(a.path, content) : undefined;
    return e ? [e] : [];
  });
  return orphans.map((rel): Diagnostic => {
    const dir = dirOf(rel) ?? 'src/tools';
    const what = HANDLER_DIRS[dir as keyof typeof HANDLER_DIRS] ?? 'tool';
    const old = exportOf(rel, read(path.join(plan.outDir, rel)));
    const candidates = targets.filter((t) => dirOf(t.path) === dir);
    const exported = old ? ` (it exports ${old.name}: ${old.type})` : '';
    const message = `no ${what} in the manifest uses this handler any more${exported}; it was left in place, and the build fails until it is renamed or deleted`;
    let hint: string;
    if (old && candidates.length === 1) {
      const c = candidates[0]!;
      hint = [
        `if the ${what} was renamed, keep your code: delete the new stub ${c.path}, then`,
        `    git mv ${rel} ${c.path}`,
        `    in ${c.path}: rename the export ${old.name} -> ${c.name} and the type ${old.type} -> ${c.type}`,
        `  otherwise delete ${rel}`,
      ].join('\n');
    } else if (candidates.length > 1) {
      hint = `if the ${what} was renamed, move this file over the new stub (one of ${candidates.map((c) => c.path).join(', ')}) and rename its export and handler type to that stub's (e.g. ${candidates[0]!.name}: ${candidates[0]!.type}); otherwise delete it`;
    } else {
      hint = `delete it if the ${what} is gone for good; if it was renamed, move your code into the new ${what}'s handler in ${dir}/ and delete this file`;
    }
    return fileDiagnostic('MCPG902', 'warning', at(rel), message, hint);
  });
}
