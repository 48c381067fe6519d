// How a contract check is shown: text (the usual diagnostics), JSON, or GitHub Actions workflow commands.
import { sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.js';
import { formatDiagnosticsText } from '../diagnostics/format.js';
import type { ContractCheck } from './command.js';

export type ContractFormat = 'text' | 'json' | 'github';

/** One line summing up the changes, for text output. */
export function changeSummary(check: ContractCheck): string {
  return check.changes.length === 0 ? `${check.file}: the surface matches the snapshot` : `${check.file}: ${changeCounts(check)}`;
}

export function changeCounts(check: ContractCheck): string {
  const count = (kind: string) => check.changes.filter((c) => c.kind === kind).length;
  return `${count('breaking')} breaking, ${count('compatible')} compatible, ${count('cosmetic')} cosmetic change(s)`;
}

export function contractJson(check: ContractCheck): string {
  const diagnostics = sortDiagnostics(check.diagnostics);
  // The gate makes one diagnostic per change, in the same order.
  const changes = check.changes.map((c, i) => ({ kind: c.kind, subject: c.subject, message: c.message, path: c.at, diagnostic: check.diagnostics[i]?.code }));
  return `${JSON.stringify({ contract: check.file, present: check.present, changes, diagnostics }, null, 2)}\n`;
}

// Workflow command escaping (actions/toolkit): data escapes %, CR, LF; properties also ':' and ','.
const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** `::error file=mcp.yaml,line=3,col=5,title=MCPG801::message`, one per diagnostic (GitHub shows them on the diff). */
export function contractGithub(diagnostics: readonly Diagnostic[], fallbackFile: string): string {
  return sortDiagnostics(diagnostics)
    .map((d) => {
      const loc = d.loc ?? { file: fallbackFile, line: 1, col: 1 };
      const props = `file=${escapeProperty(loc.file)},line=${loc.line},col=${loc.col},title=${escapeProperty(d.code)}`;
      const body = d.hint ? `${d.message}\n${d.hint}` : d.message;
      return `::${d.severity === 'error' ? 'error' : 'warning'} ${props}::${escapeData(body)}\n`;
    })
    .join('');
}

export const contractText = (diagnostics: readonly Diagnostic[], fallbackFile: string): string =>
  formatDiagnosticsText(sortDiagnostics(diagnostics), fallbackFile);
