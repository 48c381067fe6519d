// The syntax gate's parser in the built CLI (dist/render/ts/parser.js): on a worker thread that loads TypeScript
// while the render goes on. Run in a real Node process, as the CLI runs it: its answers are the in-thread parser's,
// a large manifest keeps the parse in the render's thread, and the worker never holds the process open once idle.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './support/cli.js';

const PARSER = path.join(REPO_ROOT, 'dist/render/ts/parser.js');

/** Runs `body` (an async function body given `m`, the built parser module) in a new Node process; its result as JSON. */
function inNode(body: string): { status: number | null; result: unknown; stderr: string } {
  const script = `const m = await import(${JSON.stringify(PARSER)});\nconst result = await (async () => { ${body} })();\nprocess.stdout.write(JSON.stringify(result));\n`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000 });
  return { status: r.status, result: r.stdout ? JSON.parse(r.stdout) : undefined, stderr: r.stderr };
}

describe('the parser worker of the built CLI', () => {
  it('answers every question as the in-thread parser does', () => {
    const r = inNode(`
      const questions = [
        ['file', ['src/a.ts', 'export const ok = 1;\\nexport const x = (;\\n']],
        ['file', ['src/b.ts', 'export const b = 1;\\n']],
        ['blocks', ['properties', ['  a: 1,\\n', '  b: () => 2,\\n']]],
        ['blocks', ['elements', ['  a\\n', '  , b,\\n']]],
        ['skeleton', ['const a = [\\n__mcpgenFragment,\\n];\\n', [12], ['elements']]],
        ['skeleton', ['function f() {\\n  return [\\n__mcpgenFragment,\\n];\\n}\\n', [26], ['elements']]],
      ];
      const worker = m.sharedParser();
      const ask = (parser) => Promise.all(questions.map(([op, args]) => parser[op](...args)));
      return { onWorker: worker.onWorker, worker: await ask(worker), inThread: await ask(m.inThreadParser) };
    `);
    expect(r.status, r.stderr).toBe(0);
    const { onWorker, worker, inThread } = r.result as { onWorker: boolean; worker: unknown[]; inThread: unknown[] };
    expect(onWorker).toBe(true);
    expect(worker).toEqual(inThread);
    expect(worker[0]).toEqual([{ path: 'src/a.ts:2:19', message: expect.any(String) }]);
    expect(worker.slice(1)).toEqual([[], ['closed', 'closed'], null, true, false]);
  });

  it('is left out for a manifest over the limit, where its heap would add to the peak', () => {
    const r = inNode('return [m.parserFor(m.WORKER_MANIFEST_LIMIT).onWorker, m.parserFor(m.WORKER_MANIFEST_LIMIT + 1).onWorker];');
    expect(r.status, r.stderr).toBe(0);
    expect(r.result).toEqual([true, false]);
  });

  it('stops when told no parse will come (an invalid manifest), and the next render gets a new one', () => {
    const r = inNode(`
      const first = m.sharedParser();
      first.stop();
      const next = m.sharedParser();
      return [first === next, next.onWorker, await next.file('a.ts', 'x = (')];
    `);
    expect(r.status, r.stderr).toBe(0);
    expect(r.result).toEqual([false, true, [{ path: 'a.ts:1:6', message: 'Expression expected.' }]]);
  });

  it('passes a failure in the worker to the caller as an error (an internal bug, exit 3), and keeps answering', () => {
    const r = inNode(`
      const parser = m.sharedParser();
      const failed = await parser.file('a.ts', 42).then(() => 'answered', (error) => error.message);
      return [failed, await parser.file('b.ts', 'export const b = 1;\\n')];
    `);
    expect(r.status, r.stderr).toBe(0);
    const [failed, after] = r.result as [string, unknown];
    expect(failed).toMatch(/^the syntax gate's parser failed: /);
    expect(after).toEqual([]);
  });

  it('never holds the process open: started and idle, or loading TypeScript, the process ends with its work', () => {
    // spawnSync's timeout kills a process the worker kept alive: the status would be null.
    const started = inNode('m.sharedParser(); return "started";');
    expect(started.status, started.stderr).toBe(0);
    expect(started.result).toBe('started');
  });
});
