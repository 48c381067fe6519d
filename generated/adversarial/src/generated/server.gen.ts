// generated — do not edit. Source: ../../specs/adversarial.yaml. Regenerate with `npm run generate`.
// The server factory: registers every tool of the manifest with its schemas and metadata.
import { McpServer, type McpRequestContext, type ToolAnnotations } from '@modelcontextprotocol/server';
import { runTool, type ToolSpec } from './runtime/execute.gen.js';
import { lazyHandler } from './runtime/handler-modules.gen.js';
import * as schemas from './schemas.gen.js';
import { defineTool, ToolTable } from './runtime/tool-table.gen.js';
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

interface ToolConfig {
  readonly spec: ToolSpec;
  readonly title?: string;
  readonly description: string;
  readonly annotations?: ToolAnnotations;
}

/** Static tool metadata, built once per process (the factory below runs per connection and per HTTP request). */
const TOOLS = {
  constructorTool: {
    spec: { name: "constructor", structured: true },
    title: "Constructor */ `tool`",
    description: "Named like Object.prototype.constructor; its input has constructor, toString and __proto__-like properties.",
    annotations: {
      title: "Constructor */ `tool`",
      readOnlyHint: true,
      openWorldHint: false
    },
  },
  users: {
    spec: { name: "users", structured: true },
    title: "users",
    description: "Takes definitions named as OpenAPI names them.",
    annotations: {
      title: "users",
      readOnlyHint: true,
      openWorldHint: false
    },
  },
  toString: {
    spec: { name: "toString", structured: false },
    title: "toString",
    description: "A tool named toString, without input.",
    annotations: {
      title: "toString",
      readOnlyHint: true,
      openWorldHint: false
    },
  },
  hasOwnProperty: {
    spec: { name: "hasOwnProperty", structured: false },
    title: "hasOwnProperty",
    description: "A tool named hasOwnProperty; returns plain text.",
    annotations: {
      title: "hasOwnProperty",
      readOnlyHint: true,
      openWorldHint: false
    },
  },
  proto: {
    spec: { name: "__proto__", structured: true },
    title: "__proto__",
    description: "A tool named __proto__.",
    annotations: {
      title: "__proto__",
      readOnlyHint: true,
      openWorldHint: false
    },
  },
  deleteTool: {
    spec: { name: "delete", structured: true },
    title: "delete",
    description: "A reserved word as a tool name.",
    annotations: {
      title: "delete",
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false
    },
  },
  thenTool: {
    spec: { name: "then", structured: false },
    title: "then",
    description: "A tool named then: its handler module must not export a thenable.",
    annotations: {
      title: "then",
      readOnlyHint: true,
      openWorldHint: false
    },
  },
  defaultTool: {
    spec: { name: "default", structured: false },
    title: "default",
    description: "A tool named default.",
    annotations: {
      title: "default",
      readOnlyHint: true,
      openWorldHint: false
    },
  },
  esModule: {
    spec: { name: "__esModule", structured: false },
    title: "__esModule",
    description: "A tool named __esModule.",
    annotations: {
      title: "__esModule",
      readOnlyHint: true,
      openWorldHint: false
    },
  },
  awaitTool: {
    spec: { name: "await", structured: false },
    title: "await",
    description: "A tool named await.",
    annotations: {
      title: "await",
      readOnlyHint: true,
      openWorldHint: false
    },
  },
  evalTool: {
    spec: { name: "eval", structured: false },
    title: "eval",
    description: "A tool named eval.",
    annotations: {
      title: "eval",
      readOnlyHint: true,
      openWorldHint: false
    },
  },
  argumentsTool: {
    spec: { name: "arguments", structured: false },
    title: "arguments",
    description: "A tool named arguments.",
    annotations: {
      title: "arguments",
      readOnlyHint: true,
      openWorldHint: false
    },
  },
  classTool: {
    spec: { name: "class", structured: true },
    title: "class",
    description: "Another reserved word; returns a tuple.",
    annotations: {
      title: "class",
      readOnlyHint: true,
      openWorldHint: false
    },
  },
  hostileStrings: {
    spec: { name: "hostile.strings", structured: true },
    title: "Title */ /* `tick` ${t} \"dq\" 'sq' \\     😀 中文 </script>",
    description: "Description */ /* `tick` ${d} \"dq\" 'sq' back\\slash  line para 😀🎉 日本語 한국어 </script><script>alert(1)</script>\nsecond line",
    annotations: {
      title: "Title */ /* `tick` ${t} \"dq\" 'sq' \\     😀 中文 </script>",
      readOnlyHint: true,
      openWorldHint: false
    },
  },
  shapes: {
    spec: { name: "shapes", structured: true },
    title: "Schema shapes",
    description: "Recursive schemas, oneOf/anyOf/allOf, nullable types and tuples in the input; a recursive output.",
    annotations: {
      title: "Schema shapes",
      readOnlyHint: true,
      openWorldHint: false
    },
  },
  unionOut: {
    spec: { name: "union.out", structured: true },
    title: "Union output",
    description: "A non-object output schema with anyOf at the root.",
    annotations: {
      title: "Union output",
      readOnlyHint: true,
      openWorldHint: false
    },
  },
} satisfies Record<keyof ToolHandlers, ToolConfig>;

/** Every tool with its schemas and handler, in manifest order: one table per process, shared by every instance. */
const TOOL_TABLE = new ToolTable([
  defineTool({
    name: TOOLS.constructorTool.spec.name,
    title: TOOLS.constructorTool.title,
    description: TOOLS.constructorTool.description,
    annotations: TOOLS.constructorTool.annotations,
    inputSchema: schemas.constructorToolInput,
    outputSchema: schemas.constructorToolOutput,
    run: (input, ctx) => runTool(TOOLS.constructorTool.spec, handlers.constructorTool, input, ctx),
  }),
  defineTool({
    name: TOOLS.users.spec.name,
    title: TOOLS.users.title,
    description: TOOLS.users.description,
    annotations: TOOLS.users.annotations,
    inputSchema: schemas.usersInput,
    outputSchema: schemas.usersOutput,
    run: (input, ctx) => runTool(TOOLS.users.spec, handlers.users, input, ctx),
  }),
  defineTool({
    name: TOOLS.toString.spec.name,
    title: TOOLS.toString.title,
    description: TOOLS.toString.description,
    annotations: TOOLS.toString.annotations,
    inputSchema: schemas.toStringInput,
    run: (input, ctx) => runTool(TOOLS.toString.spec, handlers.toString, input, ctx),
  }),
  defineTool({
    name: TOOLS.hasOwnProperty.spec.name,
    title: TOOLS.hasOwnProperty.title,
    description: TOOLS.hasOwnProperty.description,
    annotations: TOOLS.hasOwnProperty.annotations,
    inputSchema: schemas.hasOwnPropertyInput,
    run: (input, ctx) => runTool(TOOLS.hasOwnProperty.spec, handlers.hasOwnProperty, input, ctx),
  }),
  defineTool({
    name: TOOLS.proto.spec.name,
    title: TOOLS.proto.title,
    description: TOOLS.proto.description,
    annotations: TOOLS.proto.annotations,
    inputSchema: schemas.protoInput,
    outputSchema: schemas.protoOutput,
    run: (input, ctx) => runTool(TOOLS.proto.spec, handlers.proto, input, ctx),
  }),
  defineTool({
    name: TOOLS.deleteTool.spec.name,
    title: TOOLS.deleteTool.title,
    description: TOOLS.deleteTool.description,
    annotations: TOOLS.deleteTool.annotations,
    inputSchema: schemas.deleteToolInput,
    outputSchema: schemas.deleteToolOutput,
    run: (input, ctx) => runTool(TOOLS.deleteTool.spec, handlers.deleteTool, input, ctx),
  }),
  defineTool({
    name: TOOLS.thenTool.spec.name,
    title: TOOLS.thenTool.title,
    description: TOOLS.thenTool.description,
    annotations: TOOLS.thenTool.annotations,
    inputSchema: schemas.thenToolInput,
    run: (input, ctx) => runTool(TOOLS.thenTool.spec, handlers.thenTool, input, ctx),
  }),
  defineTool({
    name: TOOLS.defaultTool.spec.name,
    title: TOOLS.defaultTool.title,
    description: TOOLS.defaultTool.description,
    annotations: TOOLS.defaultTool.annotations,
    inputSchema: schemas.defaultToolInput,
    run: (input, ctx) => runTool(TOOLS.defaultTool.spec, handlers.defaultTool, input, ctx),
  }),
  defineTool({
    name: TOOLS.esModule.spec.name,
    title: TOOLS.esModule.title,
    description: TOOLS.esModule.description,
    annotations: TOOLS.esModule.annotations,
    inputSchema: schemas.esModuleInput,
    run: (input, ctx) => runTool(TOOLS.esModule.spec, handlers.esModule, input, ctx),
  }),
  defineTool({
    name: TOOLS.awaitTool.spec.name,
    title: TOOLS.awaitTool.title,
    description: TOOLS.awaitTool.description,
    annotations: TOOLS.awaitTool.annotations,
    inputSchema: schemas.awaitToolInput,
    run: (input, ctx) => runTool(TOOLS.awaitTool.spec, handlers.awaitTool, input, ctx),
  }),
  defineTool({
    name: TOOLS.evalTool.spec.name,
    title: TOOLS.evalTool.title,
    description: TOOLS.evalTool.description,
    annotations: TOOLS.evalTool.annotations,
    inputSchema: schemas.evalToolInput,
    run: (input, ctx) => runTool(TOOLS.evalTool.spec, handlers.evalTool, input, ctx),
  }),
  defineTool({
    name: TOOLS.argumentsTool.spec.name,
    title: TOOLS.argumentsTool.title,
    description: TOOLS.argumentsTool.description,
    annotations: TOOLS.argumentsTool.annotations,
    inputSchema: schemas.argumentsToolInput,
    run: (input, ctx) => runTool(TOOLS.argumentsTool.spec, handlers.argumentsTool, input, ctx),
  }),
  defineTool({
    name: TOOLS.classTool.spec.name,
    title: TOOLS.classTool.title,
    description: TOOLS.classTool.description,
    annotations: TOOLS.classTool.annotations,
    inputSchema: schemas.classToolInput,
    outputSchema: schemas.classToolOutput,
    run: (input, ctx) => runTool(TOOLS.classTool.spec, handlers.classTool, input, ctx),
  }),
  defineTool({
    name: TOOLS.hostileStrings.spec.name,
    title: TOOLS.hostileStrings.title,
    description: TOOLS.hostileStrings.description,
    annotations: TOOLS.hostileStrings.annotations,
    inputSchema: schemas.hostileStringsInput,
    outputSchema: schemas.hostileStringsOutput,
    run: (input, ctx) => runTool(TOOLS.hostileStrings.spec, handlers.hostileStrings, input, ctx),
  }),
  defineTool({
    name: TOOLS.shapes.spec.name,
    title: TOOLS.shapes.title,
    description: TOOLS.shapes.description,
    annotations: TOOLS.shapes.annotations,
    inputSchema: schemas.shapesInput,
    outputSchema: schemas.shapesOutput,
    run: (input, ctx) => runTool(TOOLS.shapes.spec, handlers.shapes, input, ctx),
  }),
  defineTool({
    name: TOOLS.unionOut.spec.name,
    title: TOOLS.unionOut.title,
    description: TOOLS.unionOut.description,
    annotations: TOOLS.unionOut.annotations,
    inputSchema: schemas.unionOutInput,
    outputSchema: schemas.unionOutOutput,
    run: (input, ctx) => runTool(TOOLS.unionOut.spec, handlers.unionOut, input, ctx),
  }),
]);

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
    await serve((context) => createServer(context), options);
  } catch (error) {
    // A bad flag, port, store or a failing startup() is the operator's to fix: one clear line, no stack trace.
    logger.error('could not start the server', {
      reason: error instanceof Error ? error.message : String(error),
    });
    process.exit(1);
  }
}
