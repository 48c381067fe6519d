import { ts } from 'ts-morph';

export interface SyntaxProblem {
  readonly path: string;
  readonly message: string;
}

/** Every .ts file we emit must parse; a failure here is a generator bug (exit 3), caught before any write. */
export function checkSyntax(path: string, source: string): SyntaxProblem[] {
  const out = ts.transpileModule(source, {
    fileName: path,
    reportDiagnostics: true,
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, isolatedModules: true },
  });
  return (out.diagnostics ?? [])
    .filter((d) => d.category === ts.DiagnosticCategory.Error)
    .map((d) => {
      const where = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined;
      const at = where ? `:${where.line + 1}:${where.character + 1}` : '';
      return { path: `${path}${at}`, message: ts.flattenDiagnosticMessageText(d.messageText, '\n') };
    });
}
