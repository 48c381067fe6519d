// A tool's entry in tools/list, exactly as the generated server sends it (runtime/tool-table.gen.ts list(), with the
// manifest's `advertise` applied): the one builder, used by the generated contract test's expected-tools.json, the
// contract snapshot (mcp.contract.json) and `mcpgen stats`. The output schema is in the form SDK 2.4.0 advertises: a
// typeless root that is provably an object gets an explicit `type: "object"` (schemas.gen.ts holds each output schema
// in this form, which the runtime lists and checks results against as is).
import { advertisedDescription, advertisedOutput } from './advertise.js';
import type { ToolIR } from './types.js';
import { isObject, type Obj } from '../manifest/schema-walk.js';

const LOCAL_DEFINITION_REF = /^#\/(\$defs|definitions)\/([^/~%]+)$/;

/** `schema` as SDK 2.4.0's McpServer would advertise it as a tool's outputSchema (isProvablyObjectShapedRoot). */
export function advertisedOutputSchema<T>(schema: T): T {
  if (!isObject(schema) || schema.type !== undefined) return schema;
  return (provablyObject(schema, schema) ? { type: 'object', ...schema } : schema) as T;
}

function provablyObject(schema: Obj, root: Obj): boolean {
  if ('properties' in schema || 'patternProperties' in schema || 'additionalProperties' in schema || 'required' in schema) return true;
  const ref = typeof schema.$ref === 'string' ? LOCAL_DEFINITION_REF.exec(schema.$ref) : null;
  const defs = ref ? root[ref[1]!] : undefined;
  if (ref && isObject(defs) && Object.hasOwn(defs, ref[2]!) && isObject(defs[ref[2]!]) && (defs[ref[2]!] as Obj).type === 'object') return true;
  for (const key of ['oneOf', 'anyOf', 'allOf']) {
    const members = schema[key];
    if (Array.isArray(members) && members.length > 0)
      return members.every((m: unknown) => isObject(m) && (m.type === 'object' || provablyObject(m, '$id' in m ? {} : root)));
  }
  return false;
}

/** The annotations of tools/list: the manifest's hints, with the tool's title (as McpServer.registerTool writes them). */
export function toolAnnotations(tool: ToolIR): Record<string, unknown> | undefined {
  if (!tool.annotations && tool.title === undefined) return undefined;
  return { ...(tool.title !== undefined && { title: tool.title }), ...tool.annotations };
}

export type WireTool = Readonly<Record<string, unknown>>;

/**
 * One tool's tools/list entry, keys in the wire's order. `whole`: as it would be without the manifest's `advertise`
 * (what `mcpgen stats` compares against).
 */
export function wireTool(t: ToolIR, options: { readonly whole?: boolean } = {}): WireTool {
  const annotations = toolAnnotations(t);
  const output = options.whole ? t.output : advertisedOutput(t);
  return {
    name: t.name,
    ...(t.title !== undefined && { title: t.title }),
    description: options.whole ? t.description : advertisedDescription(t),
    inputSchema: { type: 'object', ...(t.input.jsonSchema as object) },
    ...(annotations !== undefined && { annotations }),
    ...(output !== undefined && { outputSchema: advertisedOutputSchema(output.jsonSchema) }),
  };
}
