// Regenerates every golden through the built CLI: generated/<name>/ from specs/<name>.yaml.
// User-owned files already present (the implemented handlers) are left alone, exactly as for a user.
import { existsSync } from 'node:fs';
import { REPO_ROOT, runCli } from './cli.js';
import { listSpecs } from './specs.js';

// A golden's package.json pins mcpgen as the clone it sits in (generated/<name>/ → ../..), so `npm install` in an
// example resolves this checkout, never the registry (test/e2e/examples-install.test.ts).
const CLONE_ROOT = 'file:../..';
let failed = false;
for (const spec of listSpecs()) {
  const result = await runCli(['generate', spec.manifest, '--out', spec.out], { env: { MCPGEN_DEPENDENCY: CLONE_ROOT } });
  process.stderr.write(result.stderr);
  if (result.code !== 0) failed = true;
  // A spec with a committed contract snapshot (specs/<name>.contract.json) has it refreshed, through the gate: a
  // breaking edit of the spec without a major bump of its server.version fails here, as it would for a user.
  if (existsSync(`${REPO_ROOT}specs/${spec.name}.contract.json`)) {
    const contract = await runCli(['contract', spec.manifest]);
    process.stderr.write(contract.stderr);
    if (contract.code !== 0) failed = true;
  }
}
process.exit(failed ? 1 : 0);
