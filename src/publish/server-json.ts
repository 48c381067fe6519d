// server.json for the official MCP Registry (schema 2025-12-11, pinned in ./server.schema.json for the tests):
// the server's identity from the manifest, an npm package started over stdio and/or a Streamable HTTP remote.
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { ServerIR } from '../ir/types.js';
import { locate, type LoadedManifest } from '../manifest/load.js';
import { REGISTRY_NAME } from '../manifest/publish-rules.js';
import { serverEnvironment } from './env.js';

export const SERVER_JSON_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json';

export interface NpmPackage {
  readonly name: string;
  readonly version: string;
}

export interface ServerJsonOptions {
  /** --name: the registry name, over server.registryName. */
  readonly name?: string;
  readonly npm?: NpmPackage;
  /** --remote: the Streamable HTTP URL clients connect to. */
  readonly remote?: URL;
}

/** A problem with an argument of the command line (exit 2). */
export class PublishUsageError extends Error {}

const NPM_NAME = /^(@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/;
/** What the registry refuses as a package version: ranges, wildcards, tags. */
const NOT_ONE_VERSION = /[\^~<>=*\s|]|(^|\.)[xX](\.|$)|^latest$/;

/** `--package NAME[@VERSION]` (a scoped name keeps its leading @); the version defaults to server.version. */
export function parseNpmPackage(spec: string, serverVersion: string): NpmPackage {
  const at = spec.lastIndexOf('@');
  const [name, version] = at > 0 ? [spec.slice(0, at), spec.slice(at + 1)] : [spec, serverVersion];
  if (!NPM_NAME.test(name)) throw new PublishUsageError(`--package ${spec}: "${name}" is not an npm package name`);
  if (version === '' || NOT_ONE_VERSION.test(version))
    throw new PublishUsageError(`--package ${spec}: the registry needs one exact version, not "${version}" (write NAME@1.2.3)`);
  return { name, version };
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** `--remote URL`: https, or http on loopback (for trying it out). */
export function parseRemote(spec: string): URL {
  let url: URL;
  try {
    url = new URL(spec);
  } catch {
    throw new PublishUsageError(`--remote ${spec}: not an absolute URL`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname)))
    throw new PublishUsageError(`--remote ${spec}: clients connect over https (http only on loopback)`);
  return url;
}

/**
 * The registry name: --name, else server.registryName, else derived from the remote's domain (a remote at
 * mcp.example.com publishes as com.example.mcp/<server.name>, the namespace the registry verifies by DNS or HTTP).
 */
export function registryName(ir: ServerIR, loaded: LoadedManifest, options: ServerJsonOptions): string | Diagnostic {
  if (options.name !== undefined) {
    if (!REGISTRY_NAME.test(options.name))
      throw new PublishUsageError(`--name ${options.name}: the registry needs reverse-DNS form, e.g. io.github.<user>/${ir.name}`);
    return options.name;
  }
  if (ir.registryName !== undefined) return ir.registryName;
  // A domain, not an IP address (v4 digits, or a bracketed v6) nor a single label such as localhost.
  const host = options.remote?.hostname ?? '';
  if (host.includes('.') && !/^[\d.]+$/.test(host) && !host.startsWith('[')) return `${host.split('.').reverse().join('.')}/${ir.name}`;
  return {
    code: 'MCPG810',
    severity: 'error',
    path: ['server'],
    loc: locate(loaded, ['server'], { key: true }),
    message: "server.json needs the server's reverse-DNS name in the MCP Registry, and none can be derived (no server.registryName, no --remote on a domain)",
    hint: `add registryName: io.github.<user>/${ir.name} (or com.<your-domain>/${ir.name}) under server, or pass --name`,
  };
}

/** The document, keys in a fixed order; every optional field only when it has a value. */
export function serverJson(ir: ServerIR, name: string, options: ServerJsonOptions): Record<string, unknown> {
  const environmentVariables = serverEnvironment(ir).map((v) => ({
    name: v.name,
    description: v.description,
    ...(v.secret && { isSecret: true }),
    ...(v.default !== undefined && { default: v.default }),
    ...(v.choices !== undefined && { choices: [...v.choices] }),
  }));
  const packages = options.npm
    ? [
        {
          registryType: 'npm',
          identifier: options.npm.name,
          version: options.npm.version,
          runtimeHint: 'npx',
          transport: { type: 'stdio' },
          environmentVariables,
        },
      ]
    : [];
  const remotes = options.remote ? [{ type: 'streamable-http', url: options.remote.href }] : [];
  return {
    $schema: SERVER_JSON_SCHEMA,
    name,
    ...(ir.title !== undefined && { title: ir.title }),
    description: ir.description,
    version: ir.version,
    ...(packages.length > 0 && { packages }),
    ...(remotes.length > 0 && { remotes }),
  };
}

export const renderServerJson = (doc: Record<string, unknown>): string => `${JSON.stringify(doc, null, 2)}\n`;
