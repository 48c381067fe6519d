// generated — do not edit. Source: ../../specs/prompts-only.yaml. Regenerate with `npm run generate`.
// TypeScript types of every schema in the manifest: a shared definition is one type, used by name.
