/**
 * json-schema-to-typescript's raw output for one declaration of types.gen.ts, printed without it. jstt spends most
 * of its time cloning, dereferencing and walking the whole schema once per normalizer rule; for the schemas real
 * APIs use (objects, arrays, enums, unions, references by name) its stages are ported here (types-direct-schema.ts,
 * -ast.ts, -print.ts) and give the same bytes (test/unit/types-direct.test.ts compares them on every spec, on
 * converted OpenAPI documents and on fuzzed schemas). Anything else returns undefined and jstt compiles it.
 */
import { Ast, parse, type ParseState } from './types-direct-ast.js';
import { declareNamedInterfaces, declareNamedTypes, optimize } from './types-direct-print.js';
import { normalizedEntry, Unsupported } from './types-direct-schema.js';

/** jstt's maxItems option as schema-types.ts sets it: longer bounded arrays are not expanded into tuples. */
const MAX_ITEMS = 8;

/** The placeholder titles schema-types.ts gives jstt, which its toSafeString leaves as they are. */
const SAFE_TITLE = /^[A-Z][A-Za-z]*\d+Z$/;

/**
 * What jstt prints for the schema under `title` in the $defs of a root named `rootName`: the declaration and any
 * helper types, with jstt's "referenced by" comment, unformatted. Undefined when outside the ported subset.
 */
export function directDeclaration(schema: Record<string, unknown>, title: string, rootName: string): string | undefined {
  if (!SAFE_TITLE.test(title)) return undefined;
  try {
    const entry = normalizedEntry(schema, title, MAX_ITEMS);
    const state: ParseState = { cache: new Map(), usedNames: new Set([rootName]), definitionKeys: new Map([[entry, title]]) };
    const ast = parse(entry, state);
    const referenced = `This interface was referenced by \`${rootName}\`'s JSON-Schema\nvia the \`definition\` "${title}".`;
    ast.comment = ast.comment ? `${ast.comment}\n\n${referenced}` : referenced;
    // A union with an unconstrained member is `unknown`. jstt's optimizer puts its shared `unknown` node in the
    // declaration's place, so it declares nothing (and schema-types.ts stops with a generator bug); here the
    // declaration keeps its name and comment.
    if (optimize(ast, new Set()) !== ast) return declareNamedTypes(new Ast('UNKNOWN', title, ast.comment), new Set());
    return [declareNamedTypes(ast, new Set()), declareNamedInterfaces(ast, new Set())].filter(Boolean).join('\n');
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}
