// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// Validation errors that say what they are about. The SDK joins ajv's messages, which name neither the property a
// closed object refuses below its root nor the values an enum allows; once a value has failed (never on the happy
// path) it is checked again here, with ajv's parameters put into words.
import { createRequire } from 'node:module';
import { addFormats } from '@modelcontextprotocol/server/validators/ajv';

export interface SchemaError {
  readonly instancePath: string;
  readonly keyword: string;
  readonly message?: string;
  readonly params: Readonly<Record<string, unknown>>;
}
type Check = ((value: unknown) => boolean) & { errors?: readonly SchemaError[] | null };

let ajv: { compile(schema: object): Check } | undefined;
const checks = new WeakMap<object, Check | null>();

/** Every error of `value` against `schema` (ajv, allErrors); undefined when the schema cannot be compiled here. */
export function schemaErrors(schema: object, value: unknown): readonly SchemaError[] | undefined {
  let check = checks.get(schema);
  if (check === undefined) {
    if (!ajv) {
      const require = createRequire(import.meta.url);
      const { Ajv2020 } = require('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js');
      const engine = new Ajv2020({ strict: false, validateFormats: true, validateSchema: false, allErrors: true });
      addFormats(engine as unknown as Parameters<typeof addFormats>[0]);
      ajv = engine as unknown as { compile(schema: object): Check };
    }
    try {
      check = ajv.compile(schema);
    } catch {
      check = null;
    }
    checks.set(schema, check);
  }
  if (check === null) return undefined;
  check(value);
  return check.errors ?? [];
}

/** ajv's message, with the property a closed object refuses or the values an enum allows. */
export function describeError(error: SchemaError): string {
  const about = error.params.additionalProperty ?? error.params.unevaluatedProperty;
  if (typeof about === 'string') return `${error.message ?? 'must NOT have additional properties'} (${JSON.stringify(about)})`;
  const allowed = error.params.allowedValues;
  if (error.keyword === 'enum' && Array.isArray(allowed)) return `must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}`;
  return error.message ?? 'does not match';
}
