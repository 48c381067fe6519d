// What ../config.gen.ts exports to mcpgen's runtime, for type-checking templates/runtime/ on its own
// (test/tsconfig.runtime.json maps this folder over templates/ with rootDirs). A generated project's config.gen.ts
// holds the manifest's values (templates/server/config.gen.ts.hbs); here each export only has its type.
import type { AuthSettings, LifecycleHooks, ServerCardRoute, UpstreamAuthSettings } from './runtime/settings.gen.js';

export type App = unknown;

export declare const SERVER_INFO: { readonly name: string; readonly version: string; readonly title?: string; readonly description?: string };
export declare const INSTRUCTIONS: string | undefined;
export declare const AUTH: AuthSettings | undefined;
export declare const SERVER_CARD: ServerCardRoute | undefined;
export declare const UPSTREAM_AUTH: UpstreamAuthSettings | undefined;
export declare const SHUTDOWN_GRACE_DEFAULT_MS: number;
export declare const LIFECYCLE: LifecycleHooks<App> | undefined;
