import { cacheKey, type RenderCache } from './cache.js';
import type { FragmentKind, Fragmented } from './fragments.js';
import { placeholderOf, startsWithStatementWord, type BlockVerdict } from './ts/fragment-gate.js';
import { inThreadParser, type TsParser } from './ts/parser.js';
import type { SyntaxProblem } from './ts/syntax-gate.js';
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
 * are parsed, so TypeScript parses a few blocks instead of the whole file. Whatever the blocks cannot vouch for, the
 * whole file is parsed, and its errors (file:line:col) are the gate's answer. Every parse a file needs is asked for
 * before the first answer is awaited, so a parser on a worker (ts/parser.ts) works while the caller goes on.
 */
export async function gateFiles(
  files: readonly GatedFile[],
  cache: RenderCache | undefined,
  parser: TsParser = inThreadParser,
  builtVerdict = parsedAtBuild,
): Promise<SyntaxProblem[]> {
  const verdicts = files.filter((f) => f.path.endsWith('.ts')).map((f) => gateFile(f, cache, parser, builtVerdict));
  return (await Promise.all(verdicts)).flat();
}

async function gateFile(file: GatedFile, cache: RenderCache | undefined, parser: TsParser, builtVerdict: (text: string) => boolean): Promise<SyntaxProblem[]> {
  if (!cache) return parser.file(file.path, file.content);
  // A fixed runtime file as the build parsed it (ts/runtime-verdicts.ts): a new project does not parse it again.
  if (file.path.startsWith(RUNTIME_DIR) && builtVerdict(file.content)) return [];
  const key = cacheKey(cache, 'gate', file.content);
  if (cache.get('gate', key) !== undefined) return [];
  const vouched = file.fragmented !== undefined && file.fragmented.parts.join('') === file.content && (await blocksVouch(file.fragmented, cache, parser));
  const problems = vouched ? [] : await parser.file(file.path, file.content);
  if (problems.length === 0) cache.put('gate', key, '');
  return problems;
}

/**
 * Every block and the skeleton parse (from the cache or now); a verdict is stored only when it is a pass. The new
 * blocks of a kind are parsed together (ts/fragment-gate.ts, blocksParse): one parse for a cold run's thousands.
 * The skeleton is parsed alongside them, not after: its verdict counts only if every block's does.
 */
async function blocksVouch({ parts, kinds }: Fragmented, cache: RenderCache, parser: TsParser): Promise<boolean> {
  const blocks = kinds.map((kind, j) => ({ kind, text: parts[2 * j + 1]! }));
  const keys = blocks.map((b) => cacheKey(cache, 'fragment', 'block', b.kind, b.text));
  const verdicts = keys.map((key) => cache.get('fragment', key) as BlockVerdict | undefined);
  const unknown = new Map<FragmentKind, number[]>();
  for (const [j, verdict] of verdicts.entries()) if (verdict === undefined) unknown.set(kinds[j]!, [...(unknown.get(kinds[j]!) ?? []), j]);
  const batches = [...unknown].flatMap(([kind, js]) => inBatches(js, (j) => blocks[j]!.text.length).map((batch) => [kind, batch] as const));
  const { skeleton, offsets } = skeletonOf(parts, kinds);
  const skeletonKey = cacheKey(cache, 'fragment', 'skeleton', kinds.join(','), skeleton);
  const skeletonKnown = cache.get('fragment', skeletonKey) !== undefined;
  const [parsed, skeletonParses] = await Promise.all([
    Promise.all(
      batches.map(async ([kind, js]) => ({
        js,
        found: await parser.blocks(
          kind,
          js.map((j) => blocks[j]!.text),
        ),
      })),
    ),
    skeletonKnown || parser.skeleton(skeleton, offsets, kinds),
  ]);
  for (const { js, found } of parsed) {
    if (!found) return false;
    for (const [n, j] of js.entries()) {
      verdicts[j] = found[n]!;
      if (found[n]) cache.put('fragment', keys[j]!, found[n]);
    }
  }
  for (const [j, verdict] of verdicts.entries()) if (!verdict || (verdict === 'open' && !closedByNext(parts, kinds, 2 * j + 1))) return false;
  if (!skeletonParses) return false;
  if (!skeletonKnown) cache.put('fragment', skeletonKey, 'closed');
  return true;
}

/** Text parsed at once: a batch's syntax tree is several times its size (GitHub cold: 8 MB less peak, same time). */
const BATCH_CHARS = 256 * 1024;

/** The blocks in runs of about BATCH_CHARS characters. */
function inBatches(js: readonly number[], size: (j: number) => number): number[][] {
  const batches: number[][] = [[]];
  let chars = 0;
  for (const j of js) {
    if (chars > BATCH_CHARS) {
      batches.push([]);
      chars = 0;
    }
    batches.at(-1)!.push(j);
    chars += size(j);
  }
  return batches;
}

/** The file with each block replaced by its kind's placeholder, and where each placeholder starts. */
function skeletonOf(parts: readonly string[], kinds: readonly FragmentKind[]): { skeleton: string; offsets: number[] } {
  let skeleton = '';
  const offsets: number[] = [];
  for (const [j, kind] of kinds.entries()) {
    skeleton += parts[2 * j]!;
    offsets.push(skeleton.length);
    skeleton += placeholderOf(kind);
  }
  return { skeleton: skeleton + parts.at(-1)!, offsets };
}

/** An open statement block (ts/fragment-gate.ts) is followed, past blank text, by the end or a block that starts with a reserved word. */
function closedByNext(parts: readonly string[], kinds: readonly FragmentKind[], i: number): boolean {
  if (parts[i + 1]!.trim() !== '') return false;
  const next = parts[i + 2];
  return next === undefined || (kinds[(i + 1) / 2] === 'statements' && startsWithStatementWord(next));
}
