// generated — do not edit. Source: ../../specs/adversarial.yaml. Regenerate with `npm run generate`.
// The handler contract: one typed function per tool. Your files in src/tools/ implement these types, so a
// manifest change that reshapes a tool shows up as a type error in the handler that no longer fits.
import type { JsonValue, ProgressContext, TaskContext, ToolContext, ToolReturn } from './runtime/api.gen.js';
import type {
  ArgumentsInput,
  AwaitInput,
  ClassInput,
  ClassOutput,
  ConstructorInput,
  ConstructorOutput,
  DefaultInput,
  DeleteInput,
  DeleteOutput,
  EsModuleInput,
  EvalInput,
  HasOwnPropertyInput,
  HostileStringsInput,
  HostileStringsOutput,
  ProtoInput,
  ProtoOutput,
  ShapesInput,
  ShapesOutput,
  ThenInput,
  ToStringInput,
  UnionOutInput,
  UnionOutOutput,
  UsersInput,
  UsersOutput,
} from './types.gen.js';

/** constructor (Constructor *\/ `tool`): Named like Object.prototype.constructor; its input has constructor, toString and __proto__-like properties. */
export type ConstructorHandler = (input: ConstructorInput, ctx: ToolContext) => Promise<ToolReturn<ConstructorOutput>>;

/** users (users): Takes definitions named as OpenAPI names them. */
export type UsersHandler = (input: UsersInput, ctx: ToolContext) => Promise<ToolReturn<UsersOutput>>;

/** toString (toString): A tool named toString, without input. */
export type ToStringHandler = (input: ToStringInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** hasOwnProperty (hasOwnProperty): A tool named hasOwnProperty; returns plain text. */
export type HasOwnPropertyHandler = (input: HasOwnPropertyInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** __proto__ (__proto__): A tool named __proto__. */
export type ProtoHandler = (input: ProtoInput, ctx: ToolContext) => Promise<ToolReturn<ProtoOutput>>;

/** delete (delete): A reserved word as a tool name. */
export type DeleteHandler = (input: DeleteInput, ctx: ToolContext) => Promise<ToolReturn<DeleteOutput>>;

/** then (then): A tool named then: its handler module must not export a thenable. */
export type ThenHandler = (input: ThenInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** default (default): A tool named default. */
export type DefaultHandler = (input: DefaultInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** __esModule (__esModule): A tool named __esModule. */
export type EsModuleHandler = (input: EsModuleInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** await (await): A tool named await. */
export type AwaitHandler = (input: AwaitInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** eval (eval): A tool named eval. */
export type EvalHandler = (input: EvalInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** arguments (arguments): A tool named arguments. */
export type ArgumentsHandler = (input: ArgumentsInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** class (class): Another reserved word; returns a tuple. */
export type ClassHandler = (input: ClassInput, ctx: ToolContext) => Promise<ToolReturn<ClassOutput>>;

/**
 * hostile.strings (Title *\/ /* `tick` ${t} "dq" 'sq' \
 *
 *  😀 中文 </script>): Description *\/ /* `tick` ${d} "dq" 'sq' back\slash
 * line
 * para 😀🎉 日本語 한국어 </script><script>alert(1)</script>
 * second line
 */
export type HostileStringsHandler = (input: HostileStringsInput, ctx: ToolContext) => Promise<ToolReturn<HostileStringsOutput>>;

/** shapes (Schema shapes): Recursive schemas, oneOf/anyOf/allOf, nullable types and tuples in the input; a recursive output. */
export type ShapesHandler = (input: ShapesInput, ctx: ToolContext) => Promise<ToolReturn<ShapesOutput>>;

/** union.out (Union output): A non-object output schema with anyOf at the root. */
export type UnionOutHandler = (input: UnionOutInput, ctx: ToolContext) => Promise<ToolReturn<UnionOutOutput>>;

/** Every tool's handler, keyed by its identifier. */
export interface ToolHandlers {
  constructorTool: ConstructorHandler;
  users: UsersHandler;
  toString: ToStringHandler;
  hasOwnProperty: HasOwnPropertyHandler;
  proto: ProtoHandler;
  deleteTool: DeleteHandler;
  thenTool: ThenHandler;
  defaultTool: DefaultHandler;
  esModule: EsModuleHandler;
  awaitTool: AwaitHandler;
  evalTool: EvalHandler;
  argumentsTool: ArgumentsHandler;
  classTool: ClassHandler;
  hostileStrings: HostileStringsHandler;
  shapes: ShapesHandler;
  unionOut: UnionOutHandler;
}

/** Re-exported so handlers can name them without reaching into the runtime. */
export type { JsonValue, ProgressContext, TaskContext, ToolContext };
export { notImplemented, toolResult } from './runtime/api.gen.js';
