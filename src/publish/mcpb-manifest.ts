// The MCP Bundle's manifest.json, built by @anthropic-ai/mcpb's own buildManifest from the IR: the server entry
// (node dist/main.js), the tools it serves by default, and one user_config entry per environment variable
// (credentials `sensitive`, MCPGEN_TOOLSETS when the manifest has toolsets).
import { buildManifest } from '@anthropic-ai/mcpb';
import { toolsServedByDefault } from '../ir/normalize-toolsets.js';
import type { ServerIR, ToolIR } from '../ir/types.js';
import { serverEnvironment } from './env.js';

export interface BundleFacts {
  readonly author: string;
  /** package.json engines.node, when the project declares it. */
  readonly nodeRange?: string;
}

/**
 * What a host shows as the bundle's tools: those the server lists when started without MCPGEN_TOOLSETS (the default
 * toolsets), less the MCP Apps tools only a view may call (the host never gives them to the model).
 */
export function bundleTools(ir: ServerIR): readonly ToolIR[] {
  return toolsServedByDefault(ir).filter((t) => t.ui?.visibility?.includes('model') !== false);
}

/** user_config keys are the variables' names in lower case (MCPGEN_API_TOKEN → mcpgen_api_token). */
const configKey = (env: string) => env.toLowerCase();

export function bundleManifest(ir: ServerIR, facts: BundleFacts): ReturnType<typeof buildManifest> {
  const vars = serverEnvironment(ir);
  const userConfig = Object.fromEntries(
    vars.map((v) => [
      configKey(v.name),
      {
        type: 'string' as const,
        title: v.title,
        description: v.choices ? `${v.description} One of: ${v.choices.join(', ')}.` : v.description,
        required: false,
        ...(v.default !== undefined && { default: v.default }),
        ...(v.secret && { sensitive: true }),
      },
    ]),
  );
  const env = Object.fromEntries(vars.map((v) => [v.name, `\${user_config.${configKey(v.name)}}`]));
  return buildManifest(
    { name: ir.name, displayName: ir.title ?? ir.name, version: ir.version, description: ir.description ?? '', authorName: facts.author },
    undefined,
    { authorEmail: '', authorUrl: '' },
    { homepage: '', documentation: '', support: '' },
    { icon: '', icons: [], screenshots: [] },
    { serverType: 'node', entryPoint: 'dist/main.js', mcp_config: { command: 'node', args: ['${__dirname}/dist/main.js'], env } },
    bundleTools(ir).map((t) => ({ name: t.name, description: t.description })),
    // With toolsets, another selection (user_config mcpgen_toolsets) serves other tools than those listed.
    ir.toolsets !== undefined,
    [],
    ir.prompts.length > 0,
    facts.nodeRange !== undefined ? { runtimes: { node: facts.nodeRange } } : undefined,
    userConfig,
    { keywords: '', license: '' },
  );
}
