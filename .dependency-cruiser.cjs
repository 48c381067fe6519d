// The import boundaries of mcpgen's own code (src/) and of the runtime it generates (generated/*/src/generated/).
// `npm run lint:deps` checks them; `npm test` runs it.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment:
        'A cycle of static imports in a generated project makes module load order matter. A dynamic import() is a ' +
        'deliberate lazy load that runs after both modules have loaded, so it does not close one; type-only imports ' +
        'are held by no-cycles-runtime below, except through user-owned files (src/lifecycle.ts names its context type ' +
        'from src/generated/index.ts while config.gen.ts imports its hooks: the contract between the two, by design).',
      severity: 'error',
      from: { path: '^generated/[^/]+/src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] } },
    },
    {
      name: 'no-cycles-runtime',
      comment:
        "mcpgen's files in a generated project (the fixed runtime, templates/runtime/, and the files derived from the " +
        'manifest): no cycle, type-only imports included (they still tie two modules\' meaning together). Shapes that ' +
        'several modules share live in leaf modules (runtime/settings.gen.ts, runtime/tool-spec.gen.ts).',
      severity: 'error',
      from: { path: '^(generated/[^/]+/src/generated|templates/runtime)/' },
      to: { circular: true, viaOnly: { path: '^(generated/[^/]+/src/generated|templates/runtime)/', dependencyTypesNot: ['dynamic-import'] } },
    },
    {
      name: 'no-cycles-src',
      comment: "mcpgen's own code: no cycle, type-only imports included (they still tie two modules' meaning together).",
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
    {
      name: 'core-without-satellites',
      comment:
        'The core (everything but the commands, the CLI and the satellites themselves) never imports the satellites (OpenAPI import, ' +
        'contract, publish, stats), not even on demand (a dynamic import() counts): they consume compile()\'s result ' +
        'and ir/wire-tool.ts. The commands wire them in (commands/gates.ts passes the OpenAPI drift check and the ' +
        'budget rule to the pipeline as gates, and runs the contract gate of --check after it).',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(openapi|contract|publish|stats|commands)/|^src/cli\\.ts$' },
      to: { path: '^src/(openapi|contract|publish|stats)/' },
    },
    {
      name: 'satellites-without-render',
      comment: 'A satellite reads the IR and the wire entry (ir/wire-tool.ts), never the render: templates and view models are the core\'s.',
      severity: 'error',
      from: { path: '^src/(openapi|contract|publish|stats)/' },
      to: { path: '^src/render/' },
    },
    {
      name: 'manifest-before-ir',
      comment: 'manifest/ reads and checks what the user wrote; ir/ is built from it, never the other way round.',
      severity: 'error',
      from: { path: '^src/manifest/' },
      to: { path: '^src/(ir|render|emit|openapi|contract|commands)/' },
    },
    {
      name: 'openapi-without-scaffold',
      comment: 'The importer produces a manifest; creating a project is init.ts\'s job, reached through the CLI.',
      severity: 'error',
      from: { path: '^src/openapi/' },
      to: { path: '^src/(init|cli)\\.ts$' },
    },
    {
      name: 'runtime-stays-runtime',
      comment: 'The generated runtime never imports user code or the derived per-manifest files, except through the entry points that pass them in.',
      severity: 'error',
      from: { path: '^generated/[^/]+/src/generated/runtime/' },
      to: { path: '^generated/[^/]+/src/(tools|resources|prompts)/' },
    },
    {
      name: 'user-code-through-the-facade',
      comment:
        'A user-owned file (handlers, resources, prompts, lifecycle, its own modules) imports the helpers of mcpgen from ' +
        'src/generated/index.ts, never from src/generated/runtime/: the runtime carries only the files the manifest ' +
        'uses and its layout may change, so a user file that names a runtime path breaks on regeneration.',
      severity: 'error',
      from: { path: '^generated/[^/]+/src/', pathNot: '^generated/[^/]+/src/generated/' },
      to: { path: '^generated/[^/]+/src/generated/runtime/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
