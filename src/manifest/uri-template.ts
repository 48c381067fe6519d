/**
 * RFC 6570 URI templates, restricted to what the SDK's UriTemplate matches on resources/read: one variable per
 * expression (any number with ? and &), operators + # . / ? &, explode (*) but no prefix (:n). Pure.
 */

export interface TemplateVariable {
  readonly name: string;
  /** `{list*}`: the handler gets the comma-separated values as a string[]. */
  readonly exploded: boolean;
  readonly operator: string;
}

const OPERATORS = new Set(['+', '#', '.', '/', '?', '&']);
/** Operators RFC 6570 has (or reserves) that the SDK's matcher does not understand. */
const UNSUPPORTED_OPERATORS = new Set([';', '=', ',', '!', '@', '|']);
const VARNAME = /^(?:[A-Za-z0-9_]|%[0-9A-Fa-f]{2})(?:\.?(?:[A-Za-z0-9_]|%[0-9A-Fa-f]{2}))*$/;

/** The template's variables, and why it cannot be used (no problem when it can). */
export function parseUriTemplate(template: string) {
  const variables: TemplateVariable[] = [];
  const problems: string[] = [];
  // The template with every variable set to "x" (the SDK's expansion rules), to check its fixed parts.
  let sample = '';
  let query = false;
  let i = 0;
  while (i < template.length) {
    const ch = template[i]!;
    if (ch === '}') {
      problems.push(`"}" at position ${i + 1} closes no expression`);
      i++;
      continue;
    }
    if (/\s/.test(ch)) {
      problems.push('a URI template may not contain whitespace');
      break;
    }
    if (ch !== '{') {
      sample += ch;
      i++;
      continue;
    }
    const end = template.indexOf('}', i);
    const nested = template.indexOf('{', i + 1);
    if (end === -1 || (nested !== -1 && nested < end)) {
      problems.push(`the expression at position ${i + 1} is not closed with "}"`);
      break;
    }
    const expr = template.slice(i + 1, end);
    i = end + 1;
    const first = expr.charAt(0);
    if (UNSUPPORTED_OPERATORS.has(first)) {
      problems.push(`operator "${first}" in {${expr}} is not supported (use one of + # . / ? &, or none)`);
      continue;
    }
    const operator = OPERATORS.has(first) ? first : '';
    const specs = expr.slice(operator.length).split(',');
    const inQuery = operator === '?' || operator === '&';
    const names = specs.map((spec) => spec.replace('*', ''));
    sample += inQuery ? `${query ? '&' : operator}${names.map((n) => `${n}=x`).join('&')}` : operator === '+' || operator === '' ? 'x' : `${operator}x`;
    query ||= inQuery;
    if (specs.length > 1 && !inQuery) {
      problems.push(`{${expr}} holds several variables, which only the query forms {?a,b} and {&a,b} may; write one expression per variable`);
      continue;
    }
    for (const spec of specs) {
      if (spec.includes(':')) {
        problems.push(`the prefix modifier in {${expr}} is not supported; match the whole value and cut it in the handler`);
        continue;
      }
      const exploded = spec.endsWith('*');
      const name = exploded ? spec.slice(0, -1) : spec;
      if (!VARNAME.test(name)) {
        problems.push(`{${expr}}: "${name}" is not a variable name (letters, digits, _ and inner dots)`);
        continue;
      }
      if (variables.some((v) => v.name === name)) {
        problems.push(`variable "${name}" appears more than once`);
        continue;
      }
      variables.push({ name, exploded, operator });
    }
  }
  if (problems.length === 0 && variables.length === 0) problems.push('it has no variables; declare a fixed URI under "resources" instead');
  if (problems.length === 0) {
    const normalized = normalizedUri(sample);
    if (normalized === undefined) problems.push(`it does not expand to an absolute URI (e.g. ${JSON.stringify(sample)})`);
    else if (normalized !== sample)
      problems.push(
        `it expands to URIs that are not in normalized form (${JSON.stringify(sample)} is read as ${JSON.stringify(normalized)}), so none would match`,
      );
  }
  return { variables, problems };
}

/** The form the SDK looks resources up by (`new URL(uri).toString()`), or undefined when it is not a URI. */
export const normalizedUri = (uri: string): string | undefined => URL.parse(uri)?.href;
