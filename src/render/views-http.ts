// operations.gen.ts (one typed function per tool with an `http` binding), the handler that delegates to it and the
// README's list of environment variables. Every manifest string goes through a literal.
import type { ApiIR, ServerIR, ToolIR } from '../ir/types.js';
import { documentedConst, outputConst, statusOutputConst } from './views.js';
import { Code, docComment, IDENTIFIER, importStatement, inlineLiteral, propertyKey, stringLiteral, toLiteral } from './literal.js';

export const OPERATIONS_PATH = 'src/generated/operations.gen.ts';

const access = (key: string) => (IDENTIFIER.test(key) && key !== '__proto__' ? `.${key}` : `[${stringLiteral(key)}]`);

function apiLiteral(api: ApiIR): string {
  const auth = Object.fromEntries(
    api.auth.map((s) => [
      s.name,
      { type: s.type, ...(s.in !== undefined && { in: s.in, name: s.paramName }), env: s.env, ...(s.oauth2 && { ...s.oauth2, scopes: [...s.oauth2.scopes] }) },
    ]),
  );
  return toLiteral({
    baseUrl: api.baseUrl,
    auth: new Code(api.auth.length === 0 ? '{}' : toLiteral(auth, '  ')),
    // Each user's own token for the oauth2 schemes (runtime/upstream.gen.ts).
    ...(api.perUser && { perUser: new Code('perUserCredentials') }),
  });
}

function operationLiteral(t: ToolIR, ir: ServerIR): string {
  const http = t.http!;
  const errorFactory = (name: string) => {
    // The body is what the API documents for the status, as the output is for 2xx: typed, not checked.
    const data = ir.errors.find((e) => e.name === name)?.data;
    return new Code(data ? `(data) => new errors.${name}(data as ${data.typeName})` : `() => new errors.${name}()`);
  };
  const parameters = http.parameters.length === 0 ? '[]' : `[\n${http.parameters.map((p) => `      ${inlineLiteral({ ...p })}`).join(',\n')}\n    ]`;
  return toLiteral(
    {
      method: http.method,
      path: http.path,
      ...(http.server && { server: { ...http.server } }),
      parameters: new Code(parameters),
      ...(http.body && { body: { ...http.body } }),
      accept: [...http.accept],
      auth: http.auth.map((a) => (typeof a === 'string' ? a : [...a])),
      ...(http.scopes.length > 0 && { scopes: [...http.scopes] }),
      errors: new Code(inlineLiteral(Object.fromEntries(http.errors.map((e) => [e.status, errorFactory(e.error)])))),
      timeoutMs: http.timeoutMs,
      structured: t.output !== undefined,
      // Every 2xx JSON answer is checked against the documented schema; relax advertises a relaxed one.
      ...(http.documentedOutput !== undefined
        ? { documented: new Code(`schemas.${documentedConst(t)}`) }
        : t.output && { documented: new Code(`schemas.${outputConst(t)}`) }),
      // What tools/list advertises: a drifting answer it accepts is still structured content.
      ...(t.output && { advertised: new Code(`schemas.${outputConst(t)}`) }),
      ...(http.statusOutputs !== undefined && {
        outputs: new Code(
          inlineLiteral(Object.fromEntries(http.statusOutputs.map(({ status }) => [status, new Code(`schemas.${statusOutputConst(t, status)}`)]))),
        ),
      }),
      ...(http.noContent !== undefined && { noContent: [...http.noContent] }),
    },
    '  ',
  );
}

/** The view of operations.gen.ts; undefined when no tool has an http binding. */
export function operationsView(ir: ServerIR) {
  const bound = ir.tools.filter((t) => t.http !== undefined);
  if (!ir.api || bound.length === 0) return undefined;
  const dataTypes = bound.flatMap((t) => t.http!.errors.flatMap((m) => ir.errors.find((e) => e.name === m.error)?.data?.typeName ?? []));
  const typeNames = [...new Set([...bound.flatMap((t) => [t.input.typeName, ...(t.output ? [t.output.typeName] : [])]), ...dataTypes])].sort();
  return {
    apiLiteral: apiLiteral(ir.api),
    perUserImport: ir.api.perUser ? "import { perUserCredentials } from './runtime/upstream.gen.js';" : '',
    runtimeImport: importStatement([...(bound.some((t) => !t.output) ? ['JsonValue'] : []), 'ToolContext', 'ToolReturn'], './runtime/api.gen.js'),
    errorImport: bound.some((t) => t.http!.errors.length > 0) ? "import * as errors from './errors.gen.js';" : '',
    schemasImport: bound.some((t) => t.output !== undefined || t.http!.documentedOutput !== undefined || t.http!.statusOutputs !== undefined)
      ? "import * as schemas from './schemas.gen.js';"
      : '',
    typeImport: importStatement(typeNames, './types.gen.js'),
    operations: bound.map((t) => ({
      key: propertyKey(t.ident.camel),
      access: access(t.ident.camel),
      literal: operationLiteral(t, ir),
      doc: docComment(`${t.name}: ${t.http!.method} ${t.http!.path}`, '  '),
      inputType: t.input.typeName,
      outputType: t.output ? t.output.typeName : 'JsonValue',
    })),
  };
}

/** The handler scaffold's import of the operations, under a name the handler's own export does not take. */
export const operationsAlias = (t: ToolIR): string => (t.ident.camel === 'operations' ? 'generatedOperations' : 'operations');

/** The README's environment variables of the API, and the `env` of its client entries (one per credential). */
export function apiReadme(ir: ServerIR) {
  if (!ir.api) return { clientEnv: '', inspectorEnv: '' };
  // Clients do not pass the shell's environment on: each entry names every variable the server reads, the base URL
  // first when the manifest's is a placeholder, then the credentials, the one most tools use first (variable names
  // are [A-Za-z_][A-Za-z0-9_]*, nothing to escape).
  const calling = ir.tools.filter((t) => t.http !== undefined);
  const taking = (scheme: string) => calling.filter((t) => takes(t, scheme)).length;
  // The scheme most tools take comes first (ties: manifest order); the import orders api.auth that way already.
  const common = ir.api.auth.reduce((best, s) => (taking(s.name) > taking(best!.name) ? s : best), ir.api.auth[0]);
  const schemes = common === undefined ? [] : [common, ...ir.api.auth.filter((s) => s !== common)];
  const first = common?.name;
  const variables = [
    ...(ir.api.baseUrlPlaceholder ? [{ env: 'MCPGEN_API_BASE_URL', value: `<the API's base URL, instead of ${ir.api.baseUrl}>` }] : []),
    ...schemes.map((s) => ({ env: s.env, value: `<your ${s.env}>` })),
  ];
  return {
    clientEnv: variables.length === 0 ? '' : `, "env": { ${variables.map((v) => `"${v.env}": "${v.value.replace(/["\\]/g, '\\$&')}"`).join(', ')} }`,
    // The Inspector refuses `-e NAME=` with nothing after it: only the variables that are set are passed on.
    inspectorEnv: variables.map((v) => `\${${v.env}:+-e} \${${v.env}:+"${v.env}=$${v.env}"} `).join(''),
    inspectorNote: variables.length > 0,
    api: {
      baseUrl: ir.api.baseUrl,
      baseUrlPlaceholder: ir.api.baseUrlPlaceholder,
      timeoutMs: String(ir.api.timeoutMs),
      // Each distinct server of an operation, with its variable and the tools that call it.
      servers: [...new Set(calling.flatMap((t) => t.http!.server?.env ?? []))].sort().map((env) => {
        const using = calling.filter((t) => t.http!.server?.env === env);
        return { ...using.at(-1)!.http!.server!, tools: using.map((t) => `\`${t.name}\``).join(', ') };
      }),
      schemes: schemes.map((s) => ({
        env: s.env,
        name: s.name,
        what: s.type === 'apiKey' ? `an API key (${s.in} ${s.paramName})` : CREDENTIALS[s.type === 'oauth2' && ir.api!.perUser ? 'perUser' : s.type],
        use: ir.api!.auth.length < 2 ? '' : schemeUse(s.name, first, calling),
        // Per user: the application registered at the API (issue 44); the variables are the scheme's env as a prefix.
        oauth2: s.type === 'oauth2' ? { clientId: `${s.env}_CLIENT_ID`, clientSecret: `${s.env}_CLIENT_SECRET` } : false,
      })),
      oauth2: ir.api.auth.some((s) => s.type === 'oauth2'),
    },
  };
}

/** What the README calls each kind of credential. */
const CREDENTIALS = {
  bearer: 'a bearer token (Authorization: Bearer)',
  basic: 'user:password (Authorization: Basic)',
  oauth2: 'an OAuth access token for the API (Authorization: Bearer), the same for every user (the manifest has no `auth`)',
  perUser: 'an OAuth access token for the API (Authorization: Bearer) over stdio, where no user is known; over HTTP each user authorizes their own (below)',
};

/** Whether the tool sends the scheme: alone, or as part of an alternative with several. */
const takes = (tool: ToolIR, scheme: string) => tool.http!.auth.some((a) => (typeof a === 'string' ? a === scheme : a.includes(scheme)));

/** With several schemes, what the README says of one: the first is the one most tools take; the others, who needs them. */
function schemeUse(scheme: string, first: string | undefined, tools: readonly ToolIR[]): string {
  if (scheme === first) return `: what ${tools.every((t) => takes(t, scheme)) ? 'every tool' : 'most tools'} take`;
  const needing = tools.filter((t) => takes(t, scheme) && !takes(t, first ?? ''));
  if (needing.length === 0) return `: only an alternative to \`${first}\``;
  const names = needing.slice(0, 12).map((t) => `\`${t.name}\``);
  return `: only ${names.join(', ')}${needing.length > 12 ? ` and ${needing.length - 12} more` : ''} need${needing.length === 1 ? 's' : ''} it`;
}
