// MCP Apps in the generated project: views.gen.ts holds every view's HTML (inlined at generate time, so
// `node dist/main.js` needs no source tree) and each tool's link to its view; runtime/apps.gen.ts serves them.
import type { ServerIR, ViewIR } from '../ir/types.js';
import { stringLiteral, toLiteral } from './literal.js';

export function viewsFile(ir: ServerIR, header: string): [string, string][] {
  if (!ir.views?.length) return [];
  const links = ir.tools.flatMap((t) => (t.ui ? [`  [${stringLiteral(t.name)}, ${toLiteral(t.ui, '  ')}],`] : []));
  const text = [
    header,
    '// The MCP Apps views of the manifest, inlined when mcpgen generated this file, and the tools that show them.',
    "import type { AppView, ToolUi } from './runtime/apps.gen.js';",
    '',
    '/** Every view once, served as a ui:// resource (text/html;profile=mcp-app). */',
    'export const VIEWS: readonly AppView[] = [',
    ...ir.views.map(viewEntry),
    '];',
    '',
    '/** Tools linked to a view (the `_meta.ui` of tools/list), by wire name. */',
    'export const TOOL_UI: ReadonlyMap<string, ToolUi> = new Map<string, ToolUi>([',
    ...links,
    ']);',
  ].join('\n');
  return [['src/generated/views.gen.ts', text]];
}

function viewEntry(v: ViewIR): string {
  // One string per line of the file: a change to the view reads as a change to those lines.
  const lines = v.html.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  return [
    '  {',
    `    // From ${v.file.replace(/[\r\n\u2028\u2029]/g, ' ')}.`,
    `    uri: ${stringLiteral(v.uri)},`,
    `    name: ${stringLiteral(v.name)},`,
    `    description: ${stringLiteral(`The view of ${v.tools.length === 1 ? 'tool' : 'tools'} ${v.tools.join(', ')}.`)},`,
    `    meta: ${toLiteral(v.meta, '    ')},`,
    '    html: [',
    ...lines.map((l) => `      ${stringLiteral(l)},`),
    "    ].join('\\n'),",
    '  },',
  ].join('\n');
}
