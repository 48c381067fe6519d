import type { JsonSchema202012ToolHandler } from '../generated/tools.gen.js';

/** json_schema_2020_12_tool: echoes its (validated) arguments. */
export const jsonSchema202012Tool: JsonSchema202012ToolHandler = async (input) => `called with ${JSON.stringify(input)}`;
