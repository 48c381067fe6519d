// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// The drift check of an API answer (http-drift.gen.ts) validates its structured content; the tool table validates a
// tool's structured content again before answering. The check's verdict is handed over so each answer is validated
// once, but only while nothing could have changed the content since: reading or replacing it (a handler post-
// processing the result) drops the verdict, and the tool table validates as for any other result.

/** The schema that accepted a result's structured content, by result. */
const verdicts = new WeakMap<object, object>();

/** `result` with its structuredContent `value`, which `schema` accepted, made an accessor (in place: the keys keep
 * their order) that drops the verdict. */
export function withVerdict<T extends object>(result: T, value: unknown, schema: object): T {
  let content = value;
  verdicts.set(result, schema);
  return Object.defineProperty(result, 'structuredContent', {
    enumerable: true,
    configurable: true,
    get: () => {
      verdicts.delete(result);
      return content;
    },
    set: (replaced: unknown) => {
      verdicts.delete(result);
      content = replaced;
    },
  });
}

/** The schema that accepted `result`'s structured content, if nothing read it since; taken once. Read before the
 * content (toCallToolResult, the tool table). */
export function takeVerdict(result: object): object | undefined {
  const schema = verdicts.get(result);
  verdicts.delete(result);
  return schema;
}

/** Hands a verdict to the result the runtime made of the checked one (nothing else has seen it). */
export function passVerdict(result: object, schema: object | undefined): void {
  if (schema !== undefined) verdicts.set(result, schema);
}
