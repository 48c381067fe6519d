// The generated project's package.json, as the publish commands read it: the npm package server.json names, the
// author and Node range of a bundle, and what would stop the published package from starting.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { manifestFile } from '../manifest/load.js';
import { parseNpmPackage, PublishUsageError, type NpmPackage } from './server-json.js';
import { posixRelative } from '../paths.js';

export interface ProjectPackage {
  readonly name?: unknown;
  readonly version?: unknown;
  readonly private?: unknown;
  readonly mcpName?: unknown;
  readonly bin?: unknown;
  readonly author?: string | { readonly name?: string };
  readonly engines?: { readonly node?: string };
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly devDependencies?: Readonly<Record<string, string>>;
  readonly scripts?: unknown;
  readonly [key: string]: unknown;
}

/** A path as messages show it: relative to the working folder, with `..` when it is outside. */
export const shownPath = (absPath: string, cwd: string): string => posixRelative(cwd, absPath) || '.';

/** The project folder: --project, else the manifest's folder (where `mcpgen init` puts both). */
export async function projectDir(manifest: string, cwd: string, project: string | undefined): Promise<string> {
  if (project !== undefined) return path.resolve(cwd, project);
  return path.dirname(await manifestFile(manifest, cwd));
}

/** package.json of `dir`; undefined when there is none. A file that is not a JSON object is a usage problem. */
export async function readProjectPackage(dir: string, shownFile: string): Promise<ProjectPackage | undefined> {
  const file = path.join(dir, 'package.json');
  if (!existsSync(file)) return undefined;
  let pkg: unknown;
  try {
    pkg = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new PublishUsageError(`${shownFile} is not JSON (${(error as Error).message})`);
  }
  if (typeof pkg !== 'object' || pkg === null || Array.isArray(pkg)) throw new PublishUsageError(`${shownFile} is not a JSON object`);
  return pkg as ProjectPackage;
}

/** The npm package package.json describes, held to the registry's rules as --package is. */
export function npmPackageOf(pkg: ProjectPackage, shownFile: string): NpmPackage {
  if (typeof pkg.name !== 'string' || typeof pkg.version !== 'string')
    throw new PublishUsageError(`${shownFile} has no "name" and "version" to publish; pass --package NAME@VERSION`);
  try {
    return parseNpmPackage(`${pkg.name}@${pkg.version}`, pkg.version);
  } catch (error) {
    throw new PublishUsageError(`${shownFile}: ${(error as Error).message.replace(/^--package /, '')}`);
  }
}

/**
 * What would keep the package from being published as the server, or from starting once it is: a version other than
 * server.version, a private package, a bin whose source has no `#!` line (projects scaffolded before mcpgen wrote
 * one: npx then fails with `//: Permission denied`), an mcpName other than the registry name.
 */
export async function packageWarnings(dir: string, pkg: ProjectPackage, registryName: string, serverVersion: string): Promise<string[]> {
  const warnings: string[] = [];
  // generate leaves package.json's version alone (the file is the user's), so a bumped server.version can outrun it.
  if (typeof pkg.version === 'string' && pkg.version !== serverVersion)
    warnings.push(`package.json's version is ${pkg.version}, server.version is ${serverVersion}: npm publish publishes ${pkg.version}`);
  if (pkg.private === true) warnings.push('package.json says "private": true, so npm publish refuses it: remove that line to publish');
  const main = path.join(dir, 'src', 'main.ts');
  if (existsSync(main) && !(await readFile(main, 'utf8')).startsWith('#!'))
    warnings.push('src/main.ts does not start with #!/usr/bin/env node, so npx cannot run the bin: add that line at the top and rebuild');
  if (pkg.mcpName !== registryName)
    warnings.push(
      `the registry checks npm ownership: package.json must say "mcpName": "${registryName}"${typeof pkg.mcpName === 'string' ? ` (it says "${pkg.mcpName}")` : ''}`,
    );
  return warnings;
}
