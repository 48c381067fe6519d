// References to the manifest's shared definitions: `#/definitions/<name>` in the manifest, `#/$defs/<name>` on the
// wire, <name> one JSON Pointer token (any non-empty name; "~1" stands for "/" and "~0" for "~").

const MANIFEST_REF = /^#\/definitions\/([^/]+)$/;
const WIRE_REF = /^#\/\$defs\/([^/]+)$/;

const decode = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');
const encode = (name: string) => name.replace(/~/g, '~0').replace(/\//g, '~1');

/** The definition a manifest `$ref` names, or undefined when it is not `#/definitions/<name>`. */
export function manifestRefName(ref: unknown): string | undefined {
  const match = typeof ref === 'string' ? MANIFEST_REF.exec(ref) : null;
  return match ? decode(match[1]!) : undefined;
}

/** The definition an advertised `$ref` names (`#/$defs/<name>`). */
export function wireRefName(ref: unknown): string | undefined {
  const match = typeof ref === 'string' ? WIRE_REF.exec(ref) : null;
  return match ? decode(match[1]!) : undefined;
}

export const wireRef = (name: string): string => `#/$defs/${encode(name)}`;
