// generated — do not edit. Source: ../../specs/per-user.yaml. Regenerate with `npm run generate`.
// Error classes handlers throw. Inside a tool call each becomes an isError result that names the error,
// its code, whether a retry may help and its data; where a protocol error is due, `code` is the JSON-RPC code.

export * from './runtime/errors.gen.js';
