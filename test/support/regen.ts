// Regenerates every golden through the built CLI: generated/<name>/ from specs/<name>.yaml.
// --full: the lock vouches for the templates and the version, not for a change to the generator's code.
// User-owned files already present (the implemented handlers) are left alone, exactly as for a user.
import { readFileSync } from 'node:fs';
import { REPO_ROOT, runCli } from './cli.js';
import { listSpecs } from './specs.js';

// A golden's package.json pins mcpgen by its version, as a published mcpgen would, not by this checkout's path.
const version = (JSON.parse(readFileSync(`${REPO_ROOT}package.json`, 'utf8')) as { version: string }).version;
let failed = false;
for (const spec of listSpecs()) {
  const result = await runCli(['generate', spec.manifest, '--out', spec.out, '--full'], { env: { MCPGEN_DEPENDENCY: version } });
  process.stderr.write(result.stderr);
  if (result.code !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
