import type { Command } from 'commander';
import { cwd, Exit, printDiagnostics, UsageError } from './shared.js';

/** `mcpgen publish …`: the files that publish a server, derived from its manifest. */
export function registerPublish(program: Command): void {
  const publish = program.command('publish').description('write the files that publish a server: server.json (MCP Registry), an MCP Bundle (.mcpb)');

  publish
    .command('server-json')
    .argument('[manifest]', 'manifest file', 'mcp.yaml')
    .option(
      '--package <name@version>',
      "the npm package clients start over stdio (default without --remote: the project package.json's name and version; NAME without @VERSION takes server.version)",
    )
    .option('--remote <url>', 'the Streamable HTTP URL of a deployed server')
    .option('--name <reverse-dns>', "the name in the registry (default: server.registryName, else from --remote's domain)")
    .option('--out <file>', 'where to write it (default: server.json beside the manifest)')
    .option('--project <dir>', "the generated project whose package.json names the npm package (default: the manifest's folder)")
    .description('write server.json for the official MCP Registry (schema 2025-12-11)')
    .addHelpText(
      'after',
      '\nExamples:\n  mcpgen publish server-json\n  mcpgen publish server-json --package @acme/trips-mcp@1.2.0\n  mcpgen publish server-json --remote https://mcp.acme.com/mcp',
    )
    .action(async (manifest: string, opts: { package?: string; remote?: string; name?: string; out?: string; project?: string }) => {
      const { runServerJson } = await import('../publish/run-server-json.js');
      await exitWith(() => runServerJson(manifest, cwd, opts, (d) => printDiagnostics(d, manifest)));
    });

  publish
    .command('mcpb')
    .argument('[manifest]', 'manifest file', 'mcp.yaml')
    .option('--project <dir>', "the generated project, its dependencies installed (default: the manifest's folder)")
    .option('--out <file>', 'where to write the bundle (default: <server.name>-<version>.mcpb beside the manifest)')
    .option('--author <name>', "the bundle's author (default: package.json author, else the server title)")
    .description(
      "build an MCP Bundle (.mcpb) with @anthropic-ai/mcpb: the server compiled from the project's sources, its production dependencies, user configuration for its environment",
    )
    .addHelpText('after', '\nExamples:\n  mcpgen publish mcpb\n  mcpgen publish mcpb specs/api.yaml --project generated/api --out dist/api.mcpb')
    .action(async (manifest: string, opts: { project?: string; out?: string; author?: string }) => {
      const { runMcpb } = await import('../publish/run-mcpb.js');
      await exitWith(() => runMcpb(manifest, cwd, opts, (d) => printDiagnostics(d, manifest)));
    });
}

/** Exits with the run's code; a publish usage error (a bad --package, a package.json without a name) is the CLI's (exit 2). */
async function exitWith(run: () => Promise<number>): Promise<never> {
  const { PublishUsageError } = await import('../publish/server-json.js');
  const code = await run().catch((error: unknown) => {
    throw error instanceof PublishUsageError ? new UsageError(error.message) : error;
  });
  throw new Exit(code);
}
