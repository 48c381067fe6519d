// Which build scripts `mcpgen dev` builds with a resident tsc --watch (src/dev-build.ts).
import { expect, test } from 'vitest';
import { tscBuildOf } from '../../src/dev-build.js';

test('a build script that starts with tsc: its tsconfig, and what runs after it', () => {
  expect(tscBuildOf('tsc -p tsconfig.json')).toEqual({ config: 'tsconfig.json' });
  expect(tscBuildOf('tsc')).toEqual({ config: 'tsconfig.json' });
  expect(tscBuildOf(' tsc --project tsconfig.build.json ')).toEqual({ config: 'tsconfig.build.json' });
  expect(tscBuildOf(`tsc -p tsconfig.json && node -e "fs.chmodSync('dist/main.js', 0o755)"`)).toEqual({
    config: 'tsconfig.json',
    after: `node -e "fs.chmodSync('dist/main.js', 0o755)"`,
  });
});

test('any other build script runs as npm run build', () => {
  for (const script of ['tsc -w', 'tsc -b', 'tsc -p a.json --noEmitOnError', 'vite build', 'npm run compile', 'tsc -p x.json; rm -rf y', 'tsc || true', 'tscx'])
    expect(tscBuildOf(script), script).toBeUndefined();
});
