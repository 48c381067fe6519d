// Writes src/manifest/types.gen.ts, the manifest's TypeScript types, from src/manifest/manifest.schema.json through
// json-schema-to-typescript, so that they cannot drift from the schema. `npm run docs` writes it;
// test/unit/manifest-types.test.ts fails when the committed file differs from what this renders.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const MANIFEST_TYPES_FILE = 'src/manifest/types.gen.ts';

/** The schema's definitions by the names the code uses (json-schema-to-typescript would say Tool, CacheHint, …). */
const NAMES: Readonly<Record<string, string>> = {
  jsonSchema: 'JsonSchema',
  errorClass: 'ManifestErrorClass',
  annotations: 'ManifestAnnotations',
  tool: 'ManifestTool',
  cacheHint: 'ManifestCacheHint',
  resource: 'ManifestResource',
  resourceTemplate: 'ManifestResourceTemplate',
  prompt: 'ManifestPrompt',
  promptArgument: 'ManifestPromptArgument',
  promptArgumentItem: 'ManifestPromptArgumentItem',
  scopes: 'ManifestScopes',
  auth: 'ManifestAuth',
  api: 'ManifestApi',
  apiAuthScheme: 'ManifestApiAuthScheme',
  http: 'ManifestHttp',
  httpParameter: 'ManifestHttpParameter',
  toolset: 'ManifestToolset',
  toolAdvertise: 'ManifestToolAdvertise',
  toolUi: 'ManifestToolUi',
};

/** What a schema in the manifest is to the code (jstt would say `{} | boolean`). */
const JSON_SCHEMA = 'Record<string, unknown> | boolean';

/**
 * What the types are made from: the schema without its descriptions (they are the manifest's reference, in the schema
 * and docs/manifest-reference.md; copied onto every type they tripled the file), and a `$ref` without the description
 * beside it (that made a copy of its definition: JsonSchema1, CacheHint2).
 */
function forTypes(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forTypes);
  if (typeof node !== 'object' || node === null) return node;
  const record = node as Record<string, unknown>;
  if (typeof record.$ref === 'string') return { $ref: record.$ref };
  return Object.fromEntries(Object.entries(record).flatMap(([k, v]) => (k === 'description' && typeof v === 'string' ? [] : [[k, forTypes(v)]])));
}

const JSTT_NOTES = /^ *\/\*\*\n(?: *\*(?: @minItems \d+| This interface was referenced by .*| via the `definition` .*)?\n)+ *\*\/\n/gm;

export async function renderManifestTypes(): Promise<string> {
  const schema = forTypes(JSON.parse(readFileSync(path.join(ROOT, 'src/manifest/manifest.schema.json'), 'utf8'))) as JSONSchema;
  // The names go in as titles, in this copy only: the published schema's titles are for editors.
  const definitions = Object.fromEntries(
    Object.entries(schema.definitions ?? {}).map(([key, def]) => [
      key,
      { ...def, title: NAMES[key] ?? key, ...(key === 'jsonSchema' && { tsType: JSON_SCHEMA }) },
    ]),
  );
  const body = await compile({ ...schema, title: 'Manifest', definitions }, 'Manifest', {
    bannerComment: '',
    additionalProperties: false,
    ignoreMinAndMaxItems: true,
    unknownAny: true,
    unreachableDefinitions: true,
    strictIndexSignatures: false,
    $refOptions: { resolve: { file: false, http: false } } as never,
    style: { singleQuote: true, printWidth: 160, semi: true, trailingComma: 'all' },
  });
  // jstt's own notes (which definition a type came from, @minItems) say nothing the schema does not.
  const tidy = body.replace(JSTT_NOTES, '');
  return `// generated from manifest.schema.json by json-schema-to-typescript (test/support/manifest-types.ts): do not edit. Run \`npm run docs\`.\n${tidy}`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(path.join(ROOT, MANIFEST_TYPES_FILE), await renderManifestTypes());
}
