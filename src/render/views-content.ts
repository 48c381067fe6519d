// View models for resources, resource templates and prompts. Every manifest string is a literal or an escaped
// comment by the time it reaches a template.
import type { PromptIR, ResourceIR, ResourceTemplateIR, ServerIR } from '../ir/types.js';
import { docComment, inlineLiteral, stringLiteral, tableCell, toLiteral } from './literal.js';

/** A property key: bare when it is an identifier, a string literal otherwise. */
const propertyKey = (name: string): string => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name));

/** What every resource, template and prompt view has: names, and the handler type its file exports. */
function entryView(e: ResourceIR | ResourceTemplateIR | PromptIR, handler: string) {
  return {
    name: e.name,
    nameLiteral: stringLiteral(e.name),
    camel: e.ident.camel,
    toolsetLiteral: e.toolset === undefined ? '' : stringLiteral(e.toolset),
    file: e.ident.file,
    handlerType: `${e.ident.pascal}${handler}`,
  };
}

/** A resource's or template's view, but for what only one of them has. */
function resourceEntryView(r: ResourceIR | ResourceTemplateIR, uri: string) {
  const { title, description } = r.metadata;
  return {
    ...entryView(r, 'ResourceHandler'),
    metadata: toLiteral(r.metadata, '    '),
    cacheHint: r.cache ? toLiteral(r.cache, '    ') : '',
    doc: docComment(`${r.name} (${uri})${title ? `: ${title}` : ''}${description ? `\n${description}` : ''}`),
    summary: tableCell(title ?? description ?? r.name),
    uri: tableCell(uri),
  };
}

/** The runtime's spec of a resource or template, on one line. */
const specLiteral = (r: ResourceIR | ResourceTemplateIR, extra: object = {}): string =>
  inlineLiteral({ name: r.name, ...(r.metadata.mimeType !== undefined && { mimeType: r.metadata.mimeType }), ...extra });

export function resourceView(r: ResourceIR) {
  return {
    ...resourceEntryView(r, r.uri),
    uriLiteral: stringLiteral(r.uri),
    specLiteral: specLiteral(r),
    subscribe: r.subscribe,
  };
}

/** A completable template variable or prompt argument: its key in the completions object and how to read it. */
function completionView(name: string) {
  const key = propertyKey(name);
  return { name, key, access: key === name ? `.${name}` : `[${JSON.stringify(name)}]`, nameLiteral: stringLiteral(name) };
}

export function templateView(t: ResourceTemplateIR) {
  const variables = t.variables.map((v) => ({
    name: v.name,
    key: propertyKey(v.name),
    nameLiteral: stringLiteral(v.name),
    type: v.exploded ? 'string[]' : 'string',
  }));
  const completions = t.variables.filter((v) => v.complete).map((v) => completionView(v.name));
  return {
    ...resourceEntryView(t, t.uriTemplate),
    variablesType: `${t.ident.pascal}ResourceVariables`,
    completionsType: completions.length > 0 ? `${t.ident.pascal}ResourceCompletions` : '',
    uriTemplateLiteral: stringLiteral(t.uriTemplate),
    specLiteral: specLiteral(t, { variables: t.variables.map((v) => ({ name: v.name, exploded: v.exploded })) }),
    variables,
    completions,
    variablesDoc: docComment(`Variables of ${t.uriTemplate}, percent-decoded${t.variables.some((v) => v.exploded) ? '; exploded ones split at commas' : ''}.`),
  };
}

export function promptView(p: PromptIR) {
  const args = p.arguments.map((a) => ({
    key: propertyKey(a.name),
    required: a.required,
    doc: a.description !== undefined ? docComment(a.description, '  ') : '',
  }));
  const completions = p.arguments.filter((a) => a.complete).map((a) => completionView(a.name));
  const schema = {
    type: 'object',
    properties: Object.fromEntries(p.arguments.map((a) => [a.name, { type: 'string', ...(a.description !== undefined && { description: a.description }) }])),
    ...(p.arguments.some((a) => a.required) && { required: p.arguments.filter((a) => a.required).map((a) => a.name) }),
  };
  return {
    ...entryView(p, 'PromptHandler'),
    argsType: `${p.ident.pascal}PromptArgs`,
    completionsType: completions.length > 0 ? `${p.ident.pascal}PromptCompletions` : '',
    completions,
    hasArguments: p.arguments.length > 0,
    arguments: args,
    titleLiteral: p.title === undefined ? '' : stringLiteral(p.title),
    descriptionLiteral: p.description === undefined ? '' : stringLiteral(p.description),
    argsSchema: p.arguments.length > 0 ? toLiteral(schema, '    ') : '',
    doc: docComment(`${p.name}${p.title ? ` (${p.title})` : ''}${p.description ? `: ${p.description}` : ''}`),
    summary: tableCell(p.title ?? p.description ?? p.name),
  };
}

export function contentViews(ir: ServerIR) {
  const resources = ir.resources.map(resourceView);
  const templates = ir.resourceTemplates.map(templateView);
  const prompts = ir.prompts.map(promptView);
  return {
    resources,
    templates,
    prompts,
    hasResources: resources.length + templates.length > 0,
    hasCompletions: templates.some((t) => t.completionsType !== ''),
    hasPromptCompletions: prompts.some((p) => p.completionsType !== ''),
    /** Literals of the URIs clients may subscribe to (resources/subscribe); empty when none. */
    subscribable: resources.filter((r) => r.subscribe).map((r) => r.uriLiteral),
    logging: ir.logging,
    hasPrompts: prompts.length > 0,
    any: resources.length + templates.length + prompts.length > 0,
    /** For comments: "tool", "tool and resource", "tool, resource and prompt"… */
    kinds: ['tool', ...(resources.length + templates.length > 0 ? ['resource'] : []), ...(prompts.length > 0 ? ['prompt'] : [])]
      .join(', ')
      .replace(/, ([a-z]+)$/, ' and $1'),
    promptTypeImports: [
      'PromptHandlers',
      ...(prompts.some((p) => p.completionsType !== '') ? ['PromptCompletions'] : []),
      ...prompts.filter((p) => p.hasArguments).map((p) => p.argsType),
    ]
      .sort()
      .join(', '),
    /** The LIST_CACHE statement of server.gen.ts; empty when the manifest has no `cache`. */
    listCache: ir.listCache ? `const LIST_CACHE: CacheHint = ${toLiteral(ir.listCache)};` : '',
  };
}
