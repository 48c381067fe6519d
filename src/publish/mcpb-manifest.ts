// The MCP Bundle's manifest.json, built by @anthropic-ai/mcpb's own buildManifest from the IR: the server entry
// (node dist/main.js), its tools, and one user_config entry per environment variable (credentials `sensitive`).
import { buildManifest } from '@anthropic-ai/mcpb';
import type { ServerIR } from '../ir/types.js';
import { serverEnvironment } from './env.js';

export interface BundleFacts {
  readonly author: string;
  /** package.json engines.node, when the project declares it. */
  readonly nodeRange?: string;
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
    ir.tools.map((t) => ({ name: t.name, description: t.description })),
    false,
    [],
    ir.prompts.length > 0,
    facts.nodeRange !== undefined ? { runtimes: { node: facts.nodeRange } } : undefined,
    userConfig,
    { keywords: '', license: '' },
  );
}
