/**
 * Every diagnostic code mcpgen can emit, with one line of documentation each.
 * Ranges: 0xx YAML and files, 1xx manifest shape, 2xx semantics, 3xx tool JSON Schemas, 9xx emit and ownership.
 * A test asserts each code has a fixture in specs/invalid/.
 */
export const DIAGNOSTIC_CODES = {
  MCPG001: 'YAML syntax error',
  MCPG002: 'duplicate key in a YAML mapping',
  MCPG003: 'manifest file not found or unreadable',
  MCPG101: 'unknown key (with a did-you-mean suggestion)',
  MCPG102: 'value has the wrong type',
  MCPG103: 'required key is missing',
  MCPG104: 'value does not match the allowed pattern, range or set',
  MCPG105: 'unsupported manifest format version',
  MCPG201: 'tool name is not 1-64 characters of [A-Za-z0-9_.-]',
  MCPG202: 'duplicate tool name',
  MCPG203: 'two names map to the same TypeScript identifier or file',
  MCPG204: 'tool has no description',
  MCPG205: 'tool refers to an error class that is not declared',
  MCPG206: 'error class name is invalid or reserved',
  MCPG207: 'definition name collides with a generated type name',
  MCPG208: 'error code is outside the JSON-RPC codes an implementation may use',
  MCPG209: 'task settings (task, taskTtlMs, pollIntervalMs, taskStart) on a tool without longRunning: true',
  MCPG210: 'warning: tool has no annotations',
  MCPG211: 'warning: destructiveHint/idempotentHint on a read-only tool are meaningless',
  MCPG212: 'warning: tool has no title',
  MCPG213: 'resource, resource template or prompt name is not 1-64 characters of [A-Za-z0-9_.-]',
  MCPG214: 'duplicate resource, resource template or prompt name',
  MCPG215: 'resource uri is not an absolute URI in normalized form',
  MCPG216: 'two resources share a uri, or two resource templates a uriTemplate',
  MCPG217: 'uriTemplate is not an RFC 6570 template the server can match',
  MCPG218: 'complete names a variable that is not in the uriTemplate',
  MCPG301: 'tool input schema root is not type "object"',
  MCPG302: '$ref is not a local #/definitions/<Name> reference',
  MCPG303: '$ref points at a definition that does not exist',
  MCPG304: 'JSON Schema keyword not supported by mcpgen',
  MCPG305: 'not a valid JSON Schema (2020-12)',
  MCPG307: 'warning: not a JSON Schema keyword (a typo constrains nothing)',
  MCPG306: 'warning: keyword is enforced at run time but not reflected in the generated TypeScript type',
  MCPG901: 'generator-owned file was edited by hand (ownership conflict)',
  MCPG902: 'warning: handler file of a removed tool, resource or prompt is orphaned',
  MCPG903: 'generated output is not up to date (--check)',
  MCPG904: 'path escapes the output directory or cannot be written',
  MCPG905: 'warning: package.json lacks a dependency the generated code imports',
} as const;

export type DiagnosticCode = keyof typeof DIAGNOSTIC_CODES;
