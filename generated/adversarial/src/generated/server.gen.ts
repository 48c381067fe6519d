// generated — do not edit. Source: ../../specs/adversarial.yaml. Regenerate with `npm run generate`.
// The server factory: registers every tool of the manifest with its schemas and metadata.
import { McpServer, type McpRequestContext } from '@modelcontextprotocol/server';
import { manifestTool, type ManifestEntry } from './runtime/execute.gen.js';
import { lazyHandler } from './runtime/handler-modules.gen.js';
import * as schemas from './schemas.gen.js';
import { ToolTable } from './runtime/tool-table.gen.js';
import { INSTRUCTIONS, SERVER_INFO } from './config.gen.js';
import { startApp } from './runtime/lifecycle.gen.js';
import { requestState } from './runtime/api.gen.js';
import { logger } from './runtime/log.gen.js';
import { serve } from './runtime/serve.gen.js';
import { parseServeArgs } from './runtime/startup.gen.js';
import type { ToolHandlers } from './tools.gen.js';

/**
 * Your handlers; a missing or mistyped export in src/tools/ is a compile error here. Each module is imported on its
 * tool's first call, so start-up time does not grow with the number of tools.
 */
export const handlers: ToolHandlers = {
  constructorTool: lazyHandler(() => import('../tools/constructor.js').then((m) => m.constructorTool)),
  users: lazyHandler(() => import('../tools/users.js').then((m) => m.users)),
  toString: lazyHandler(() => import('../tools/to-string.js').then((m) => m.toString)),
  hasOwnProperty: lazyHandler(() => import('../tools/has-own-property.js').then((m) => m.hasOwnProperty)),
  proto: lazyHandler(() => import('../tools/proto.js').then((m) => m.proto)),
  deleteTool: lazyHandler(() => import('../tools/delete.js').then((m) => m.deleteTool)),
  thenTool: lazyHandler(() => import('../tools/then.js').then((m) => m.thenTool)),
  defaultTool: lazyHandler(() => import('../tools/default.js').then((m) => m.defaultTool)),
  esModule: lazyHandler(() => import('../tools/es-module.js').then((m) => m.esModule)),
  awaitTool: lazyHandler(() => import('../tools/await.js').then((m) => m.awaitTool)),
  evalTool: lazyHandler(() => import('../tools/eval.js').then((m) => m.evalTool)),
  argumentsTool: lazyHandler(() => import('../tools/arguments.js').then((m) => m.argumentsTool)),
  classTool: lazyHandler(() => import('../tools/class.js').then((m) => m.classTool)),
  hostileStrings: lazyHandler(() => import('../tools/hostile-strings.js').then((m) => m.hostileStrings)),
  shapes: lazyHandler(() => import('../tools/shapes.js').then((m) => m.shapes)),
  unionOut: lazyHandler(() => import('../tools/union-out.js').then((m) => m.unionOut)),
};

/**
 * Every tool with its metadata, schemas and handler, in manifest order: built once per process (the factory below
 * runs per connection and per HTTP request).
 */
const TOOLS = {
  constructorTool: manifestTool({
    spec: { name: "constructor", structured: true },
    title: "Constructor */ `tool`",
    description: "Named like Object.prototype.constructor; its input has constructor, toString and __proto__-like properties.",
    annotations: {
      title: "Constructor */ `tool`",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.constructorToolInput,
    outputSchema: schemas.constructorToolOutput,
    resultBudget: { tokens: 20000 },
    handler: handlers.constructorTool,
  }),
  users: manifestTool({
    spec: { name: "users", structured: true },
    title: "users",
    description: "Takes definitions named as OpenAPI names them.",
    annotations: {
      title: "users",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.usersInput,
    outputSchema: schemas.usersOutput,
    resultBudget: { tokens: 20000 },
    handler: handlers.users,
  }),
  toString: manifestTool({
    spec: { name: "toString", structured: false },
    title: "toString",
    description: "A tool named toString, without input.",
    annotations: {
      title: "toString",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.toStringInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.toString,
  }),
  hasOwnProperty: manifestTool({
    spec: { name: "hasOwnProperty", structured: false },
    title: "hasOwnProperty",
    description: "A tool named hasOwnProperty; returns plain text.",
    annotations: {
      title: "hasOwnProperty",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.hasOwnPropertyInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.hasOwnProperty,
  }),
  proto: manifestTool({
    spec: { name: "__proto__", structured: true },
    title: "__proto__",
    description: "A tool named __proto__.",
    annotations: {
      title: "__proto__",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.protoInput,
    outputSchema: schemas.protoOutput,
    resultBudget: { tokens: 20000 },
    handler: handlers.proto,
  }),
  deleteTool: manifestTool({
    spec: { name: "delete", structured: true },
    title: "delete",
    description: "A reserved word as a tool name.",
    annotations: {
      title: "delete",
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.deleteToolInput,
    outputSchema: schemas.deleteToolOutput,
    resultBudget: { tokens: 20000 },
    handler: handlers.deleteTool,
  }),
  thenTool: manifestTool({
    spec: { name: "then", structured: false },
    title: "then",
    description: "A tool named then: its handler module must not export a thenable.",
    annotations: {
      title: "then",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.thenToolInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.thenTool,
  }),
  defaultTool: manifestTool({
    spec: { name: "default", structured: false },
    title: "default",
    description: "A tool named default.",
    annotations: {
      title: "default",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.defaultToolInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.defaultTool,
  }),
  esModule: manifestTool({
    spec: { name: "__esModule", structured: false },
    title: "__esModule",
    description: "A tool named __esModule.",
    annotations: {
      title: "__esModule",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.esModuleInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.esModule,
  }),
  awaitTool: manifestTool({
    spec: { name: "await", structured: false },
    title: "await",
    description: "A tool named await.",
    annotations: {
      title: "await",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.awaitToolInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.awaitTool,
  }),
  evalTool: manifestTool({
    spec: { name: "eval", structured: false },
    title: "eval",
    description: "A tool named eval.",
    annotations: {
      title: "eval",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.evalToolInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.evalTool,
  }),
  argumentsTool: manifestTool({
    spec: { name: "arguments", structured: false },
    title: "arguments",
    description: "A tool named arguments.",
    annotations: {
      title: "arguments",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.argumentsToolInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.argumentsTool,
  }),
  classTool: manifestTool({
    spec: { name: "class", structured: true },
    title: "class",
    description: "Another reserved word; returns a tuple.",
    annotations: {
      title: "class",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.classToolInput,
    outputSchema: schemas.classToolOutput,
    resultBudget: { tokens: 20000 },
    handler: handlers.classTool,
  }),
  hostileStrings: manifestTool({
    spec: { name: "hostile.strings", structured: true },
    title: "Title */ /* `tick` ${t} \"dq\" 'sq' \\     😀 中文 </script>",
    description: "Description */ /* `tick` ${d} \"dq\" 'sq' back\\slash  line para 😀🎉 日本語 한국어 </script><script>alert(1)</script>\nsecond line",
    annotations: {
      title: "Title */ /* `tick` ${t} \"dq\" 'sq' \\     😀 中文 </script>",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.hostileStringsInput,
    outputSchema: schemas.hostileStringsOutput,
    resultBudget: { tokens: 20000 },
    handler: handlers.hostileStrings,
  }),
  shapes: manifestTool({
    spec: { name: "shapes", structured: true },
    title: "Schema shapes",
    description: "Recursive schemas, oneOf/anyOf/allOf, nullable types and tuples in the input; a recursive output.",
    annotations: {
      title: "Schema shapes",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.shapesInput,
    outputSchema: schemas.shapesOutput,
    resultBudget: { tokens: 20000 },
    handler: handlers.shapes,
  }),
  unionOut: manifestTool({
    spec: { name: "union.out", structured: true },
    title: "Union output",
    description: "A non-object output schema with anyOf at the root.",
    annotations: {
      title: "Union output",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.unionOutInput,
    outputSchema: schemas.unionOutOutput,
    resultBudget: { tokens: 20000 },
    handler: handlers.unionOut,
  }),
} satisfies Record<keyof ToolHandlers, ManifestEntry>;

/** One table per process, shared by every instance. */
const TOOL_TABLE = new ToolTable(Object.values(TOOLS));

/** Builds one server instance with every tool registered; `context.era` is fixed for its life. */
export function createServer(_context?: Pick<McpRequestContext, 'era'>): McpServer {
  const server = new McpServer(SERVER_INFO, {
    ...(INSTRUCTIONS !== undefined && { instructions: INSTRUCTIONS }),
    // Echoed input_required state is checked before any handler runs (see requestState() in runtime/api.gen.ts).
    requestState: { verify: (state, ctx) => requestState().verify(state, ctx) },
  });
  TOOL_TABLE.install(server);
  return server;
}

/** Starts the server: stdio by default, Streamable HTTP with --http [--port P] [--host H]. */
export async function main(argv: readonly string[] = process.argv.slice(2)): Promise<void> {
  try {
    const options = parseServeArgs(argv);
    requestState(); // a bad MCPGEN_REQUEST_STATE_KEY stops the start, not the first request
    await startApp();
    await serve((context) => createServer(context), options, TOOL_TABLE.size);
  } catch (error) {
    // A bad flag, port, store or a failing startup() is the operator's to fix: one clear line, no stack trace.
    logger.error('could not start the server', {
      reason: error instanceof Error ? error.message : String(error),
    });
    process.exit(1);
  }
}
