import { cacheKey, type RenderCache } from './cache.js';
import type { FragmentKind, Fragmented } from './fragments.js';
import { blocksParse, placeholderOf, skeletonParses, startsWithStatementWord, type BlockVerdict } from './ts/fragment-gate.js';
import { checkSyntax, type SyntaxProblem } from './ts/syntax-gate.js';
import { parsedAtBuild } from './ts/runtime-verdicts.js';
import { RUNTIME_DIR } from './runtime-files.js';

export interface GatedFile {
  readonly path: string;
  readonly content: string;
  /** The content as skeleton and per-tool blocks, when its template marks them. */
  readonly fragmented?: Fragmented;
}

/**
 * The syntax gate over every emitted .ts file, reusing what earlier runs established. The verdict depends on the
 * text alone: a file text that parsed before (most files do not change between runs, the fixed runtime never does)
 * is not parsed again. A changed file whose template marks per-tool blocks is judged block by block
 * (ts/fragment-gate.ts says why that is the file's verdict): only its new blocks, and its skeleton when that is new,
 * are parsed, so TypeScript is loaded only for new text and parses a few blocks instead of the whole file. Whatever
 * the blocks cannot vouch for, the whole file is parsed, and its errors (file:line:col) are the gate's answer.
 */
export function gateFiles(files: readonly GatedFile[], cache: RenderCache | undefined, builtVerdict = parsedAtBuild): SyntaxProblem[] {
  return files.filter((f) => f.path.endsWith('.ts')).flatMap((f) => gateFile(f, cache, builtVerdict));
}

function gateFile(file: GatedFile, cache: RenderCache | undefined, builtVerdict: (text: string) => boolean): SyntaxProblem[] {
  if (!cache) return checkSyntax(file.path, file.content);
  // A fixed runtime file as the build parsed it (ts/runtime-verdicts.ts): a new project does not parse it again.
  if (file.path.startsWith(RUNTIME_DIR) && builtVerdict(file.content)) return [];
  const key = cacheKey(cache, 'gate', file.content);
  if (cache.get('gate', key) !== undefined) return [];
  const vouched = file.fragmented !== undefined && file.fragmented.parts.join('') === file.content && blocksVouch(file.fragmented, cache);
  const problems = vouched ? [] : checkSyntax(file.path, file.content);
  if (problems.length === 0) cache.put('gate', key, '');
  return problems;
}

/**
 * Every block and the skeleton parse (from the cache or now); a verdict is stored only when it is a pass. The new
 * blocks of a kind are parsed together (ts/fragment-gate.ts, blocksParse): one parse for a cold run's thousands.
 */
function blocksVouch({ parts, kinds }: Fragmented, cache: RenderCache): boolean {
  const blocks = kinds.map((kind, j) => ({ kind, text: parts[2 * j + 1]! }));
  const keys = blocks.map((b) => cacheKey(cache, 'fragment', 'block', b.kind, b.text));
  const verdicts = keys.map((key) => cache.get('fragment', key) as BlockVerdict | undefined);
  const unknown = new Map<FragmentKind, number[]>();
  for (const [j, verdict] of verdicts.entries()) if (verdict === undefined) unknown.set(kinds[j]!, [...(unknown.get(kinds[j]!) ?? []), j]);
  for (const [kind, js] of unknown) {
    const parsed = blocksParse(
      kind,
      js.map((j) => blocks[j]!.text),
    );
    if (!parsed) return false;
    for (const [n, j] of js.entries()) {
      verdicts[j] = parsed[n]!;
      if (parsed[n]) cache.put('fragment', keys[j]!, parsed[n]);
    }
  }
  let skeleton = '';
  const offsets: number[] = [];
  for (const [j, { kind }] of blocks.entries()) {
    const verdict = verdicts[j];
    if (!verdict || (verdict === 'open' && !closedByNext(parts, kinds, 2 * j + 1))) return false;
    skeleton += parts[2 * j]!;
    offsets.push(skeleton.length);
    skeleton += placeholderOf(kind);
  }
  skeleton += parts.at(-1)!;
  const key = cacheKey(cache, 'fragment', 'skeleton', kinds.join(','), skeleton);
  if (cache.get('fragment', key) !== undefined) return true;
  if (!skeletonParses(skeleton, offsets, kinds)) return false;
  cache.put('fragment', key, 'closed');
  return true;
}

/** An open statement block (ts/fragment-gate.ts) is followed, past blank text, by the end or a block that starts with a reserved word. */
function closedByNext(parts: readonly string[], kinds: readonly FragmentKind[], i: number): boolean {
  if (parts[i + 1]!.trim() !== '') return false;
  const next = parts[i + 2];
  return next === undefined || (kinds[(i + 1) / 2] === 'statements' && startsWithStatementWord(next));
}
