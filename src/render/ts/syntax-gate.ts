import type * as TsMorph from 'ts-morph';
import { loadTs } from './load-ts.js';

/** Every .ts file we emit must parse; a failure is a generator bug (exit 3), caught before any write. */
export function checkSyntax(path: string, source: string): { readonly path: string; readonly message: string }[] {
  const ts = loadTs();
  // JSDoc is not parsed: a doc comment cannot make a file fail to parse, and reading them triples the cost.
  const options = { languageVersion: ts.ScriptTarget.ES2022, jsDocParsingMode: ts.JSDocParsingMode.ParseNone };
  const file = ts.createSourceFile(path, source, options, false, ts.ScriptKind.TS);
  // parseDiagnostics is what the parser found; the public API only exposes it through a program.
  const diagnostics = (file as unknown as { parseDiagnostics?: readonly TsMorph.ts.DiagnosticWithLocation[] }).parseDiagnostics ?? [];
  return diagnostics.map((d) => {
    const where = file.getLineAndCharacterOfPosition(d.start);
    return { path: `${path}:${where.line + 1}:${where.character + 1}`, message: ts.flattenDiagnosticMessageText(d.messageText, '\n') };
  });
}
