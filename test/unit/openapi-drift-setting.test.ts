// Issue 41, class 5: the document-wide drift policy. `--drift` (or openapi.drift in mcp.yaml) is written as api.drift,
// recorded for re-imports, and an operation's override that differs from it becomes that tool's http.drift.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { afterAll, describe, expect, test } from 'vitest';
import { REPO_ROOT, runCliInProcess } from '../support/cli.js';
import { manifestOf } from '../support/project.js';
import { scratchDir } from '../support/tmp.js';

const FIXTURE = path.join(REPO_ROOT, 'test/fixtures/openapi/drift.yaml');

describe('openapi.drift: the document-wide drift policy', () => {
  const scratch = scratchDir('openapi-drift-setting');
  afterAll(() => scratch.cleanup());

  test('--drift strict is api.drift, kept by a re-import; an override that differs is the tool http.drift', async () => {
    const out = path.join(scratch.dir, 'drift');
    const first = await runCliInProcess(['import', 'openapi', FIXTURE, '--out', out, '--drift', 'strict']);
    expect(first.code, first.stderr).toBe(0);
    const m = manifestOf(out);
    expect(m.api.drift).toBe('strict');
    expect(m.openapi.drift).toBe('strict');
    expect(m.tools.getTicket.http).not.toHaveProperty('drift');
    m.openapi.overrides = { getTicketRelaxed: { drift: 'relax' }, getTicket: { drift: 'strict' } };
    writeFileSync(path.join(out, 'mcp.yaml'), stringify(m));
    const again = await runCliInProcess(['import', 'openapi', '--out', out]);
    expect(again.code, again.stderr).toBe(0);
    const after = manifestOf(out);
    expect(after.api.drift).toBe('strict');
    expect(after.tools.getTicketRelaxed.http.drift).toBe('relax');
    // The same as the document-wide policy: nothing to write.
    expect(after.tools.getTicket.http).not.toHaveProperty('drift');
  });
});
