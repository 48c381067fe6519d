// Every difference between two contract snapshots, classified. Pure; entries are matched by name, so order in the
// file never matters.
import type { PathSegment } from '../diagnostics/diagnostic.js';
import { canonicalJson } from './canonical.js';
import { ChangeLog, quote, type ContractChange } from './change.js';
import { compareSchemas } from './schema-diff.js';
import type { ContractSnapshot, ContractToolset, Json, JsonObject } from './surface.js';

const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);
const record = (v: Json | undefined): Record<string, Json> => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, Json>) : {});
const indexed = <T>(items: readonly T[], nameOf: (item: T) => string) => new Map(items.map((i) => [nameOf(i), i]));

function cosmetic(log: ChangeLog, a: JsonObject, b: JsonObject, subject: string, at: readonly PathSegment[], keys = ['title', 'description']) {
  for (const k of keys) if (!same(a[k], b[k])) log.add('cosmetic', subject, [...at, k], `${k} changed`);
}

/** The hints as clients read them, with the spec's defaults for those not given. */
const HINT_DEFAULTS = { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true } as const;
/** The value of each hint that is the safer one. */
const SAFE = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

function annotations(log: ChangeLog, a: JsonObject, b: JsonObject, subject: string, at: readonly PathSegment[]) {
  const before = record(a.annotations);
  const after = record(b.annotations);
  for (const hint of Object.keys(HINT_DEFAULTS) as (keyof typeof HINT_DEFAULTS)[]) {
    const was = typeof before[hint] === 'boolean' ? before[hint] : HINT_DEFAULTS[hint];
    const is = typeof after[hint] === 'boolean' ? after[hint] : HINT_DEFAULTS[hint];
    if (was === is) continue;
    const safer = is === SAFE[hint];
    log.add(
      safer ? 'compatible' : 'breaking',
      `${subject}.annotations`,
      [...at, 'annotations', hint],
      `${hint} ${was} → ${is} (${safer ? 'safer' : 'less safe'})`,
    );
  }
}

/** A tool, prompt or resource that is gone: "renamed" when an added one is the same apart from its name and texts. */
function removedOrRenamed(log: ChangeLog, kind: string, section: string, name: string, renamedTo: string | undefined) {
  log.add(
    'breaking',
    `${section}.${name}`,
    [section],
    renamedTo === undefined ? `${kind} removed` : `${kind} renamed to ${quote(renamedTo)} (clients calling ${quote(name)} fail)`,
  );
}

const withoutTexts = (o: JsonObject, nameKey = 'name') =>
  canonicalJson(Object.fromEntries(Object.entries(o).filter(([k]) => k !== nameKey && k !== 'title' && k !== 'description' && k !== 'annotations')));

function entries<T>(
  log: ChangeLog,
  kind: string,
  section: string,
  before: readonly T[],
  after: readonly T[],
  nameOf: (t: T) => string,
  shapeOf: (t: T) => string,
  both: (a: T, b: T, name: string) => void,
) {
  const a = indexed(before, nameOf);
  const b = indexed(after, nameOf);
  const added = [...b.keys()].filter((n) => !a.has(n));
  const renamed = new Set<string>();
  for (const [name, old] of a) {
    const now = b.get(name);
    if (now === undefined) {
      const renamedTo = added.find((n) => !renamed.has(n) && shapeOf(b.get(n)!) === shapeOf(old));
      if (renamedTo !== undefined) renamed.add(renamedTo);
      removedOrRenamed(log, kind, section, name, renamedTo);
    } else both(old, now, name);
  }
  for (const name of added) if (!renamed.has(name)) log.add('compatible', `${section}.${name}`, [section, name], `${kind} added`);
}

function scopes(
  log: ChangeLog,
  section: string,
  before: Readonly<Record<string, readonly string[]>> | undefined,
  after: Readonly<Record<string, readonly string[]>> | undefined,
  name: string,
) {
  const was = new Set(before?.[name] ?? []);
  const is = new Set(after?.[name] ?? []);
  for (const s of is) if (!was.has(s)) log.add('breaking', `${section}.${name}.scopes`, [section, name, 'scopes'], `scope ${quote(s)} added`);
  for (const s of was) if (!is.has(s)) log.add('compatible', `${section}.${name}.scopes`, [section, name, 'scopes'], `scope ${quote(s)} removed`);
}

function promptArguments(log: ChangeLog, a: JsonObject, b: JsonObject, name: string) {
  const subject = `prompts.${name}`;
  const args = (p: JsonObject) =>
    indexed(
      (Array.isArray(p.arguments) ? p.arguments : []).map((x) => record(x)),
      (x) => String(x.name),
    );
  const before = args(a);
  const after = args(b);
  for (const [arg, old] of before) {
    const now = after.get(arg);
    const at = ['prompts', name, 'arguments', arg];
    if (now === undefined) log.add('breaking', subject, ['prompts', name, 'arguments'], `argument ${quote(arg)} removed`);
    else {
      if (old.required !== now.required)
        log.add(
          now.required === true ? 'breaking' : 'compatible',
          subject,
          at,
          `argument ${quote(arg)} became ${now.required === true ? 'required' : 'optional'}`,
        );
      if (!same(old.description, now.description)) log.add('cosmetic', subject, at, `description of argument ${quote(arg)} changed`);
    }
  }
  for (const [arg, now] of after)
    if (!before.has(arg))
      log.add(
        now.required === true ? 'breaking' : 'compatible',
        subject,
        ['prompts', name, 'arguments', arg],
        `new ${now.required === true ? 'required' : 'optional'} argument ${quote(arg)}`,
      );
}

function toolsets(log: ChangeLog, before: Readonly<Record<string, ContractToolset>> | undefined, after: Readonly<Record<string, ContractToolset>> | undefined) {
  if (before === undefined && after === undefined) return;
  const a = before ?? {};
  const b = after ?? {};
  for (const [name, old] of Object.entries(a)) {
    const now = b[name];
    const subject = `toolsets.${name}`;
    const at = ['toolsets', name];
    if (now === undefined) {
      log.add('breaking', subject, ['toolsets'], 'toolset removed');
      continue;
    }
    for (const tool of old.tools) if (!now.tools.includes(tool)) log.add('breaking', subject, at, `tool ${quote(tool)} left the toolset`);
    for (const tool of now.tools) if (!old.tools.includes(tool)) log.add('compatible', subject, at, `tool ${quote(tool)} joined the toolset`);
    if ((old.default ?? false) !== (now.default ?? false))
      log.add(
        now.default === true ? 'compatible' : 'breaking',
        subject,
        [...at, 'default'],
        now.default === true ? 'now selected by default' : 'no longer selected by default',
      );
    if (old.description !== now.description) log.add('cosmetic', subject, [...at, 'description'], 'description changed');
  }
  for (const name of Object.keys(b)) if (a[name] === undefined) log.add('compatible', `toolsets.${name}`, ['toolsets', name], 'toolset added');
}

/** Resources and templates: the address (`uri` / `uriTemplate`) and the MIME type are what clients rely on. */
function addressed(
  log: ChangeLog,
  kind: string,
  section: 'resources' | 'resourceTemplates',
  address: string,
  before: ContractSnapshot,
  after: ContractSnapshot,
) {
  entries(
    log,
    kind,
    section,
    before[section],
    after[section],
    (r) => String(r.name),
    (r) => withoutTexts(r),
    (a, b, name) => {
      const at = [section, name];
      cosmetic(log, a, b, `${section}.${name}`, at);
      for (const k of [address, 'mimeType'])
        if (!same(a[k], b[k])) log.add('breaking', `${section}.${name}`, [...at, k], `${k} ${quote(a[k] ?? null)} became ${quote(b[k] ?? null)}`);
      scopes(log, section, before.scopes?.[section], after.scopes?.[section], name);
    },
  );
}

/** Every difference from `before` (the committed snapshot) to `after` (the manifest now). */
export function diffContracts(before: ContractSnapshot, after: ContractSnapshot): ContractChange[] {
  const log = new ChangeLog();
  entries(
    log,
    'tool',
    'tools',
    before.tools,
    after.tools,
    (t) => String(t.tool.name),
    (t) => withoutTexts(t.tool),
    (a, b, name) => {
      const at = ['tools', name];
      const subject = `tools.${name}`;
      cosmetic(log, a.tool, b.tool, subject, at);
      annotations(log, a.tool, b.tool, subject, at);
      compareSchemas('input', a.tool.inputSchema, b.tool.inputSchema, `${subject}.input`, [...at, 'input'], log);
      const oldOut = a.tool.outputSchema;
      const newOut = b.tool.outputSchema;
      if (oldOut !== undefined && newOut === undefined)
        log.add('breaking', `${subject}.output`, at, 'output schema dropped (structuredContent no longer promised)');
      else if (oldOut === undefined && newOut !== undefined) log.add('compatible', `${subject}.output`, [...at, 'output'], 'output schema added');
      else if (oldOut !== undefined && newOut !== undefined) compareSchemas('output', oldOut, newOut, `${subject}.output`, [...at, 'output'], log);
      scopes(log, 'tools', before.scopes?.tools, after.scopes?.tools, name);
    },
  );
  addressed(log, 'resource', 'resources', 'uri', before, after);
  addressed(log, 'resource template', 'resourceTemplates', 'uriTemplate', before, after);
  entries(
    log,
    'prompt',
    'prompts',
    before.prompts,
    after.prompts,
    (p) => String(p.name),
    (p) => withoutTexts(p),
    (a, b, name) => {
      cosmetic(log, a, b, `prompts.${name}`, ['prompts', name]);
      promptArguments(log, a, b, name);
      scopes(log, 'prompts', before.scopes?.prompts, after.scopes?.prompts, name);
    },
  );
  toolsets(log, before.toolsets, after.toolsets);
  for (const k of ['title', 'description'] as const) if (before.server[k] !== after.server[k]) log.add('cosmetic', 'server', ['server', k], `${k} changed`);
  return log.changes;
}
