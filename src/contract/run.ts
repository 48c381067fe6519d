// What `mcpgen contract` does, for cli.ts: check (or refresh) the snapshot and report in the chosen format.
import { hasErrors } from '../diagnostics/diagnostic.js';
import { summarize } from '../diagnostics/format.js';
import { log } from '../log.js';
import { checkContract, writeContract } from './command.js';
import { changeCounts, changeSummary, contractGithub, contractJson, contractText, type ContractFormat } from './report.js';

export interface ContractFlags {
  readonly check?: boolean;
  readonly force?: boolean;
  readonly format?: ContractFormat;
}

/** Exit code: 0 done (or nothing breaking), 1 a breaking change not accepted or a bad manifest/snapshot. */
export async function runContract(manifest: string, cwd: string, flags: ContractFlags): Promise<number> {
  const check = await checkContract(manifest, cwd, { requireSnapshot: flags.check === true });
  const format = flags.format ?? 'text';
  if (format === 'json') log.out(contractJson(check));
  else if (format === 'github') log.out(contractGithub(check.diagnostics, manifest));
  else if (check.diagnostics.length > 0) log.info(contractText(check.diagnostics, manifest).trimEnd());
  if (!check.snapshot) {
    if (format === 'text') log.info(`mcpgen: ${summarize(check.diagnostics)}; no contract`);
    return 1;
  }
  const blocked = hasErrors(check.diagnostics);
  if (flags.check) {
    if (format === 'text')
      log.info(`mcpgen: ${changeSummary(check)}${blocked ? '' : check.changes.length > 0 ? '; run `mcpgen contract` to record them' : ''}`);
    return blocked ? 1 : 0;
  }
  if (blocked && !flags.force) {
    if (format === 'text') log.info(`mcpgen: ${check.file} not written: a breaking change needs a major bump of server.version (or --force)`);
    return 1;
  }
  const written = await writeContract(check, cwd);
  if (format === 'text')
    log.info(`mcpgen: ${written ? `wrote ${check.file}` : `${check.file} is up to date`}${check.changes.length > 0 ? ` (${changeCounts(check)})` : ''}`);
  return 0;
}
