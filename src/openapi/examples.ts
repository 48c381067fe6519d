// The document's own examples against its own schemas. An example of a 2xx answer that the schema of its status
// refuses says the API's real answers will likely drift too: the import names each such operation (MCPG724), so the
// drift notes the server then adds are expected, and the policy (openapi.drift) can be chosen knowingly.
import { createRequire } from 'node:module';
import type Ajv2020Module from 'ajv/dist/2020.js';
import { jsonContent, type Operation, type Warn } from './operations.js';
import { isObject, type Obj } from '../manifest/schema-walk.js';

/** How many broken examples are named one by one; the rest are counted in one more warning. */
const MAX_NAMED = 10;

/** The examples of an operation's 2xx JSON answers, each with the schema its tool checks answers of that status against. */
function examplesOf(operation: Operation, tool: Obj) {
  const { outputs = {} } = tool.http as { outputs?: Obj };
  return Object.entries(isObject(operation.op.responses) ? operation.op.responses : {}).flatMap(([status, response]) => {
    const schema = outputs[status.toUpperCase()] ?? tool.output;
    const content = isObject(response) && /^2(\d\d|XX)$/i.test(status) ? jsonContent(response.content) : undefined;
    if (schema === undefined || !content) return [];
    const at = ['paths', operation.path, operation.method, 'responses', status, 'content', content.type];
    const named = Object.entries((content.media.examples ?? {}) as Record<string, Obj>).map(([name, e]) => [`examples.${name}`, e.value] as const);
    // A named example is often a $ref: located at `examples`.
    return [['example', content.media.example] as const, ...named].flatMap(([name, value]) =>
      value === undefined ? [] : [{ operation: operation.key, status, schema, name, at: [...at, name === 'example' ? 'example' : 'examples'], value }],
    );
  });
}

/** Each imported operation whose documented 2xx example its own schema refuses (first mismatch named). */
export function brokenExamples(tools: Obj, definitions: Obj, operations: ReadonlyMap<string, Operation>, warn: Warn): void {
  const examples = [...operations].flatMap(([name, operation]) => (isObject(tools[name]) ? examplesOf(operation, tools[name] as Obj) : []));
  if (examples.length === 0) return;
  const require = createRequire(import.meta.url);
  const Ajv2020 = (require('ajv/dist/2020.js') as { default: typeof Ajv2020Module.default }).default;
  const addFormats = require('ajv-formats') as (ajv: InstanceType<typeof Ajv2020>) => void;
  const ajv = new Ajv2020({ strict: false, logger: false, validateSchema: false, inlineRefs: false, code: { optimize: false } });
  addFormats(ajv);
  // One root: the definitions are compiled once, whatever number of examples refer to them.
  const id = 'mcpgen:examples';
  ajv.addSchema({ $id: id, definitions, $defs: Object.fromEntries(examples.map((e, i) => [`e${i}`, e.schema])) });
  // Each broken operation and status once, by key: the first MAX_NAMED named one by one.
  const broken = new Map<string, string>();
  examples.forEach((example, i) => {
    const key = `${example.operation} ${example.status}`;
    if (broken.has(key)) return;
    let check: ReturnType<typeof ajv.getSchema>;
    try {
      check = ajv.getSchema(`${id}#/$defs/e${i}`);
    } catch {
      return; // a schema ajv cannot compile is reported where the server compiles it
    }
    if (!check || check(example.value)) return;
    broken.set(key, example.operation);
    if (broken.size > MAX_NAMED) return;
    const first = check.errors?.[0];
    const about = first?.params.additionalProperty ?? first?.params.allowedValues;
    const error = first
      ? `${first.instancePath || '(root)'}: ${first.message ?? 'does not match'}${about !== undefined ? ` (${JSON.stringify(about)})` : ''}`
      : 'does not match';
    warn(
      example.at,
      `${example.operation}: the document's ${example.name} of its ${example.status} answer does not match the schema it documents (${error}); answers like it reach the client with a drift note`,
      'fix the example or the schema in the document; openapi.drift (or openapi.overrides.<operation>.drift) chooses what the tool advertises',
    );
  });
  const rest = [...broken.values()].slice(MAX_NAMED);
  if (rest.length > 0)
    warn([], `${rest.length} more operations have examples their own schemas refuse: ${rest.slice(0, 20).join(', ')}${rest.length > 20 ? ', …' : ''}`);
}
