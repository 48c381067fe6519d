// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// Discover mode's ranking, offline and in process: MiniSearch (BM25+) over each tool's name, title, description,
// argument names and descriptions and its toolset, words stemmed (Porter, `stemmer`) and a query widened by a small
// table of verbs and synonyms. A request whose best tool covers too little of it gets no tool: "nothing fits",
// with the closest toolsets named instead. Weights and the threshold were fitted on the tuned part of a public
// tool-retrieval set (MetaTool; test/fixtures/search/README.md) and checked on its held-out part.
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { stemmer } from 'stemmer';

/** What the ranking reads of a tool: the fields of a tools/list entry. */
export interface RankedTool {
  readonly name: string;
  readonly title?: string | undefined;
  readonly description?: string | undefined;
  readonly inputSchema?: { readonly properties?: Record<string, unknown> | undefined } | undefined;
  readonly annotations?:
    | {
        readonly title?: string | undefined;
        readonly readOnlyHint?: boolean | undefined;
        readonly destructiveHint?: boolean | undefined;
        readonly idempotentHint?: boolean | undefined;
      }
    | undefined;
}

export interface ToolsetAbout {
  readonly name: string;
  readonly description: string;
}

export interface RankOptions {
  /** Field weights. */
  readonly boost: { readonly name: number; readonly title: number; readonly description: number; readonly args: number; readonly toolset: number };
  /** How much a synonym counts against the word the request used. */
  readonly synonymWeight: number;
  /** BM25+'s term saturation (k), length normalisation (b) and lower bound (d). */
  readonly bm25: { readonly k: number; readonly b: number; readonly d: number };
  /** Below this share of the request's weight (its words' IDF) that the best tool covers, nothing fits: the fit that 95 % of the tuned tasks whose tool is ranked in the top 3 reach. */
  readonly minFit: number;
}

/** Fitted on the tuned part of the MetaTool set (test/bench/search.ts prints the search that found them). */
export const RANK_DEFAULTS: RankOptions = Object.freeze({
  boost: Object.freeze({ name: 1, title: 3, description: 0.5, args: 0.25, toolset: 0.5 }),
  synonymWeight: 0.5,
  bm25: Object.freeze({ k: 2, b: 0.3, d: 0 }),
  minFit: 0.06,
});

export interface Ranking {
  /** Tool names, best first (every tool that matched a word, whether or not it fits). */
  readonly tools: readonly string[];
  /** The share of the request the best tool covers (0 to 1). */
  readonly fit: number;
  /** Whether the best tool fits: a fit at least `minFit`. */
  readonly fits: boolean;
  /** When nothing fits: the toolsets closest to the request, closest first. */
  readonly closestToolsets: readonly ToolsetAbout[];
}

/** Words too common in requests to tell tools apart; dropped from queries and from the index. */
const STOP_WORDS = new Set(
  (
    'a an and the of on in to for by with or is it as at be from this that these those my me i you your we our us ' +
    'can could would should will shall may might do does did please kindly want need like looking help assist ' +
    'some any all there here what which who how where when why are was were been being have has had get give ' +
    'show tell let know just also very so about into than then them they their its if not no yes hey hi hello ' +
    'chatbot tool tools plugin specific specifically particular certain using use way'
  ).split(' '),
);

/**
 * Verbs and nouns that requests and tool texts name differently. Keys and values are plain words; both sides are
 * stemmed when the table is read. Small on purpose: each entry widens every request that uses the word.
 */
const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  find: ['search', 'lookup', 'list'],
  search: ['find', 'query'],
  show: ['list', 'display', 'get'],
  fetch: ['get', 'retrieve'],
  retrieve: ['get', 'fetch'],
  make: ['create', 'generate'],
  create: ['add', 'generate', 'new'],
  add: ['create', 'insert'],
  new: ['create'],
  write: ['create', 'compose'],
  generate: ['create'],
  remove: ['delete'],
  delete: ['remove'],
  erase: ['delete'],
  change: ['update', 'edit', 'modify'],
  edit: ['update', 'modify'],
  modify: ['update', 'edit'],
  rename: ['update'],
  save: ['store'],
  store: ['save'],
  send: ['post', 'message'],
  book: ['reserve', 'booking', 'reservation'],
  reserve: ['book', 'booking', 'reservation'],
  convert: ['conversion'],
  summarize: ['summary'],
  summary: ['summarize'],
  picture: ['image', 'photo'],
  photo: ['image', 'picture'],
  image: ['picture', 'photo'],
  price: ['cost'],
  cost: ['price'],
  repo: ['repository'],
  repository: ['repo'],
  pr: ['pull'],
  issue: ['ticket'],
  ticket: ['issue'],
  user: ['account', 'member'],
  account: ['user'],
  file: ['document'],
  document: ['file'],
};

/** Splits names and prose alike: snake_case, kebab-case, dotted and camelCase names give their words. */
export function tokenize(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t !== '');
}

/** Lower case, stemmed (repositories → repositori, creating → creat): "created issues" finds "create an issue". */
export const processTerm = (term: string): string | null => {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) ? null : stemmer(lower);
};

/** The processed terms of a text, in order, as the index sees them. */
export const terms = (text: string): string[] => tokenize(text).flatMap((t) => processTerm(t) ?? []);

/** Words that name an action, whatever the thing: the verbs of the synonym table and the common CRUD verbs. */
const ACTIONS =
  'find search show fetch retrieve make create add new write generate remove delete erase change edit modify rename save store send list get update set check'.split(
    ' ',
  );
const ACTION_STEMS: ReadonlySet<string> = new Set(ACTIONS.map((w) => stemmer(w)));

const SYNONYM_STEMS: ReadonlyMap<string, readonly string[]> = new Map(Object.entries(SYNONYMS).map(([word, others]) => [stemmer(word), others]));

export const titleOf = (t: RankedTool): string => t.title ?? t.annotations?.title ?? '';

/** Argument names and their descriptions: "owner", "repo", "issue_number: The number that identifies the issue". */
function argumentText(t: RankedTool): string {
  const properties = t.inputSchema?.properties ?? {};
  return Object.entries(properties)
    .map(([name, schema]) => {
      const description = (schema as { description?: unknown } | null)?.description;
      return typeof description === 'string' ? `${name} ${description}` : name;
    })
    .join(' ');
}

/** The annotations an imported POST gets: a tool that makes something. */
const creates = (t: RankedTool | undefined): boolean =>
  t?.annotations?.readOnlyHint === false && t.annotations.destructiveHint === false && t.annotations.idempotentHint === false;

/** How much a creating tool gains when the query names no verb; 1.25–2 rank the same on the tested queries. */
const MAKE_BOOST = 1.5;

interface Doc {
  id: string;
  name: string;
  title: string;
  description: string;
  args: string;
  toolset: string;
}

/** Builds the index over `tools` once and returns the ranking of a request. */
export function toolRanker(
  tools: readonly RankedTool[],
  toolsetOf: (tool: string) => ToolsetAbout | undefined,
  options: RankOptions = RANK_DEFAULTS,
): (query: string) => Ranking {
  const byName = new Map(tools.map((t) => [t.name, t]));
  const docs: Doc[] = tools.map((t) => {
    const set = toolsetOf(t.name);
    return {
      id: t.name,
      name: t.name,
      title: titleOf(t),
      description: t.description ?? '',
      args: argumentText(t),
      toolset: set === undefined ? '' : `${set.name} ${set.description}`,
    };
  });
  const index = new MiniSearch<Doc>({ fields: ['name', 'title', 'description', 'args', 'toolset'], tokenize, processTerm });
  index.addAll(docs);
  // Each tool's terms in every field, for the share of a request it covers, and how many tools use each term (IDF).
  const docTerms = new Map(docs.map((d) => [d.id, new Set(terms(`${d.name} ${d.title} ${d.description} ${d.args} ${d.toolset}`))]));
  const documentFrequency = new Map<string, number>();
  for (const set of docTerms.values()) for (const term of set) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const idf = (term: string): number => {
    const df = documentFrequency.get(term) ?? 0;
    return Math.log(1 + (tools.length - df + 0.5) / (df + 0.5));
  };
  const titleTerms = new Map(tools.map((t) => [t.name, terms(titleOf(t))]));
  // The server's own verbs: the first word of each title ("create", "list", "merge", "star"...).
  const verbs = new Set(
    tools.flatMap((t) =>
      tokenize(titleOf(t))
        .slice(0, 1)
        .map((w) => stemmer(w.toLowerCase())),
    ),
  );
  const scaled = (factor: number) => Object.fromEntries(Object.entries(options.boost).map(([field, weight]) => [field, weight * factor]));

  return (query: string): Ranking => {
    const asked = [...new Set(terms(query))];
    const words = tokenize(query).filter((w) => processTerm(w) !== null);
    // A synonym stands in for a word no tool uses ("remove" where the tools say "delete"); a word the tools use is
    // matched as it is, or "create a release" would find "generate release notes".
    const unknown = asked.filter((t) => !documentFrequency.has(t));
    const synonyms = unknown.flatMap((t) => SYNONYM_STEMS.get(t) ?? []).filter((w) => !asked.includes(processTerm(w) ?? ''));
    const search: Query = {
      combineWith: 'OR',
      queries: [{ queries: words, boost: options.boost }, ...(synonyms.length > 0 ? [{ queries: synonyms, boost: scaled(options.synonymWeight) }] : [])],
    };
    // A query naming none of the server's verbs names a thing to make ("comment on an issue", "upload a file"), so
    // tools that create (not read-only, not destructive, not idempotent: an HTTP POST) come first among equals.
    const makes = verbs.size > 0 && !tokenize(query).some((w) => verbs.has(stemmer(w.toLowerCase())));
    const boostDocument = (id: unknown): number => (makes && creates(byName.get(id as string)) ? MAKE_BOOST : 1);
    const hits = words.length === 0 ? [] : index.search(search, { boostDocument, bm25: options.bm25 });
    const ranked = hits.map((h) => ({ name: h.id as string, score: h.score * titleCoverage(h, titleTerms.get(h.id as string) ?? []) }));
    ranked.sort((a, b) => b.score - a.score || (a.name < b.name ? -1 : 1));
    const best = ranked[0];
    const fit = best === undefined ? 0 : coverage(asked, docTerms.get(best.name) ?? new Set(), idf, verbs);
    const names = ranked.map((h) => h.name);
    if (best !== undefined && fit >= options.minFit) return { tools: names, fit, fits: true, closestToolsets: [] };
    return { tools: names, fit, fits: false, closestToolsets: closestToolsets(ranked, toolsetOf) };
  };
}

/** A title the query covers whole ("get a repository" → "Get a repository") beats one that merely contains it. */
function titleCoverage(hit: SearchResult, title: readonly string[]): number {
  const covered = title.filter((t) => hit.match[t]?.includes('title')).length;
  return 1 + (title.length === 0 ? 0 : covered / title.length);
}

/**
 * The share of the request's weight (the IDF of its words) that a tool's words cover, a synonym counting too. Verbs
 * ("find", "create", the server's own) say what to do, not to what: a request whose only match is a verb fits nothing.
 */
function coverage(asked: readonly string[], tool: ReadonlySet<string>, idf: (term: string) => number, verbs: ReadonlySet<string>): number {
  const things = asked.filter((t) => !verbs.has(t) && !ACTION_STEMS.has(t));
  let total = 0;
  let covered = 0;
  for (const term of things.length > 0 ? things : asked) {
    const weight = idf(term);
    total += weight;
    const alike = (SYNONYM_STEMS.get(term) ?? []).map((w) => processTerm(w) ?? '');
    if (tool.has(term) || alike.some((a) => tool.has(a))) covered += weight;
  }
  return total === 0 ? 0 : covered / total;
}

/** The toolsets of the best-scored tools, by their summed scores: where a request that fits nothing comes closest. */
function closestToolsets(ranked: readonly { name: string; score: number }[], toolsetOf: (tool: string) => ToolsetAbout | undefined): ToolsetAbout[] {
  const scores = new Map<string, { about: ToolsetAbout; score: number }>();
  for (const { name, score } of ranked.slice(0, 20)) {
    const about = toolsetOf(name);
    if (about === undefined) continue;
    const entry = scores.get(about.name) ?? { about, score: 0 };
    entry.score += score;
    scores.set(about.name, entry);
  }
  return [...scores.values()]
    .sort((a, b) => b.score - a.score || (a.about.name < b.about.name ? -1 : 1))
    .slice(0, 3)
    .map((s) => s.about);
}
