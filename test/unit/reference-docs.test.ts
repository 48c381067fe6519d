import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIAGNOSTIC_CODES } from '../../src/diagnostics/codes.js';
import { REFERENCE_PAGES } from '../support/reference-docs.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('derived reference pages', () => {
  for (const [file, render] of Object.entries(REFERENCE_PAGES))
    it(`${file} is what npm run docs renders`, () => {
      expect(readFileSync(path.join(ROOT, file), 'utf8'), `run \`npm run docs\` and commit ${file}`).toBe(render());
    });

  it('lists every diagnostic code', () => {
    const page = readFileSync(path.join(ROOT, 'docs/diagnostics.md'), 'utf8');
    for (const code of Object.keys(DIAGNOSTIC_CODES)) expect(page).toContain(`| ${code} |`);
  });

  it('documents every top-level manifest key', () => {
    const page = readFileSync(path.join(ROOT, 'docs/manifest-reference.md'), 'utf8');
    for (const key of ['mcpgen', 'server', 'tools', 'resources', 'prompts', 'auth', 'api']) expect(page).toContain(`| \`${key}\``);
  });
});
