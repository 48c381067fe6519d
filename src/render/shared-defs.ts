import type { ServerIR } from '../ir/types.js';
import { isObject } from '../manifest/schema-walk.js';

/**
 * The definitions that several tool schemas embed under their root $defs (normalize.ts embedDefinitions copies
 * every definition a schema reaches). schemas.gen.ts and expected-tools.json print each of them once and refer to
 * it from every schema that embeds it: on GitHub's API the copies are 3.0 MB of the 4.1 MB of tool schemas, the
 * distinct definitions 0.49 MB. What a client sees is unchanged (a shared object serializes as a copy would).
 */
export interface SharedDefs {
  /** Table key → definition, in order of first use; keys are the definitions' names (suffixed when two differ). */
  readonly table: ReadonlyMap<string, Readonly<Record<string, unknown>>>;
  /** The table key of a root $defs entry, when it is shared. */
  keyOf(name: string, value: unknown): string | undefined;
}

/** Only definitions embedded by two or more schemas are shared: a single use stays where it is. Found once per render. */
export function sharedDefs(ir: ServerIR): SharedDefs {
  // normalize.ts gives every embedding the same object, so each definition is serialized once: its content is
  // numbered, and a use is known by name and content number.
  const contents = new Map<string, number>();
  const numbers = new Map<object, number>();
  const idOf = (name: string, value: object) => {
    let number = numbers.get(value);
    if (number === undefined) {
      const text = JSON.stringify(value);
      number = contents.get(text) ?? contents.size;
      contents.set(text, number);
      numbers.set(value, number);
    }
    return `${number}:${name}`;
  };
  const uses = new Map<string, { readonly name: string; readonly value: Readonly<Record<string, unknown>>; count: number }>();
  for (const tool of ir.tools) {
    for (const schema of [tool.input.jsonSchema, tool.output?.jsonSchema]) {
      if (!isObject(schema) || !isObject(schema.$defs)) continue;
      for (const [name, value] of Object.entries(schema.$defs)) {
        // A definition named __proto__ is left in place: reading it back as a property would find the prototype.
        if (!isObject(value) || name === '__proto__') continue;
        const id = idOf(name, value);
        const use = uses.get(id);
        if (use) use.count++;
        else uses.set(id, { name, value, count: 1 });
      }
    }
  }
  const table = new Map<string, Readonly<Record<string, unknown>>>();
  const keys = new Map<string, string>();
  for (const [id, use] of uses) {
    if (use.count < 2) continue;
    let key = use.name;
    for (let n = 2; table.has(key) || key === '__proto__'; n++) key = `${use.name}_${n}`;
    table.set(key, use.value);
    keys.set(id, key);
  }
  return {
    table,
    keyOf: (name, value) => (table.size > 0 && isObject(value) && name !== '__proto__' ? keys.get(idOf(name, value)) : undefined),
  };
}

/**
 * `schema` with each shared root $defs entry replaced by `reference(key)` (same key order): what is printed in
 * place of the definition.
 */
export function withSharedRefs<T>(schema: unknown, shared: SharedDefs, reference: (key: string) => T): unknown {
  if (shared.table.size === 0 || !isObject(schema) || !isObject(schema.$defs)) return schema;
  const $defs = Object.fromEntries(
    Object.entries(schema.$defs).map(([name, value]) => {
      const key = shared.keyOf(name, value);
      return [name, key === undefined ? value : reference(key)];
    }),
  );
  return { ...schema, $defs };
}
