// openapi.portable (`mcpgen import openapi --portable`): imported schemas rewritten into forms every client dialect
// accepts, where the meaning stays exactly the same: `const` → a one-value `enum`; an integer's exclusive bounds →
// inclusive ones. What cannot be rewritten without changing the meaning is left for MCPG275 to name (docs/clients.md).
import { isObject, mapSchema, type Obj } from '../manifest/schema-walk.js';

function portableNode(node: Obj): Obj {
  const out: Obj = { ...node };
  if (Object.hasOwn(out, 'const') && out.enum === undefined) {
    out.enum = [out.const];
    delete out.const;
  }
  if (out.type === 'integer') {
    if (typeof out.exclusiveMinimum === 'number' && out.minimum === undefined && Number.isInteger(out.exclusiveMinimum)) {
      out.minimum = out.exclusiveMinimum + 1;
      delete out.exclusiveMinimum;
    }
    if (typeof out.exclusiveMaximum === 'number' && out.maximum === undefined && Number.isInteger(out.exclusiveMaximum)) {
      out.maximum = out.exclusiveMaximum - 1;
      delete out.exclusiveMaximum;
    }
  }
  return out;
}

/** The tools' inputs and the definitions, rewritten (outputs are left as documented: no model client reads them). */
export function portableSchemas(tools: Obj, definitions: Obj): { tools: Obj; definitions: Obj } {
  const rewrite = (schema: unknown) => mapSchema(schema, portableNode);
  return {
    tools: Object.fromEntries(
      Object.entries(tools).map(([name, tool]) => [name, isObject(tool) && tool.input !== undefined ? { ...tool, input: rewrite(tool.input) } : tool]),
    ),
    definitions: Object.fromEntries(Object.entries(definitions).map(([name, schema]) => [name, rewrite(schema)])),
  };
}
