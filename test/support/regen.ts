// Regenerates every golden through the built CLI: generated/<name>/ from specs/<name>.yaml.
// --full: the lock vouches for the templates and the version, not for a change to the generator's code.
// User-owned files already present (the implemented handlers) are left alone, exactly as for a user.
import { runCli } from './cli.js';
import { listSpecs } from './specs.js';

let failed = false;
for (const spec of listSpecs()) {
  const result = await runCli(['generate', spec.manifest, '--out', spec.out, '--full']);
  process.stderr.write(result.stderr);
  if (result.code !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
