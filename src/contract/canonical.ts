/**
 * Canonical JSON (RFC 8785, JCS, for the values a contract holds: strings, finite numbers, booleans, null, arrays,
 * objects): object keys sorted by UTF-16 code units, no whitespace. JavaScript's own number and string
 * serialization is the one JCS prescribes, so sorting keys is all that is left to do.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

/** The same value with every object's keys in sorted order (for canonical hashing and stable files). */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== 'object' || value === null) return value;
  const keys = Object.keys(value).sort();
  // Object.fromEntries defines own properties, so a key such as "__proto__" stays data.
  return Object.fromEntries(keys.map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]));
}
