// generated — do not edit. Source: ../../specs/per-user.yaml. Regenerate with `npm run generate`.
// The HTTP call behind each tool with an `http` binding. Its handler in src/tools/ delegates here, so a regenerate
// after the API changed updates the URL and parameters without touching the handler.
import { callOperation, type Api, type Operation } from './runtime/http-call.gen.js';
import { perUserCredentials } from './runtime/upstream.gen.js';
import type { ToolContext, ToolReturn } from './runtime/api.gen.js';

import * as schemas from './schemas.gen.js';
import type { ListReposInput, ListReposOutput, WhoamiUpstreamInput, WhoamiUpstreamOutput } from './types.gen.js';

/** The manifest's `api`. MCPGEN_API_BASE_URL overrides baseUrl; credentials are read from `env` on every call. */
export const API: Api = {
  baseUrl: "https://api.repos.example.com",
  auth: {
    repos: {
      type: "oauth2",
      env: "MCPGEN_API_REPOS",
      authorizationUrl: "https://login.repos.example.com/authorize",
      tokenUrl: "https://login.repos.example.com/token",
      scopes: ["repo", "read:user"]
    }
  },
  perUser: perUserCredentials
};

const OPERATIONS = {
  whoamiUpstream: {
    method: "GET",
    path: "/user",
    parameters: [],
    accept: ["application/json"],
    auth: ["repos"],
    scopes: ["read:user"],
    errors: {},
    timeoutMs: 30000,
    structured: true,
    documented: schemas.whoamiUpstreamOutput,
    advertised: schemas.whoamiUpstreamOutput
  },
  listRepos: {
    method: "GET",
    path: "/user/repos",
    parameters: [],
    accept: ["application/json"],
    auth: ["repos"],
    scopes: ["repo"],
    errors: {},
    timeoutMs: 30000,
    structured: true,
    documented: schemas.listReposOutput,
    advertised: schemas.listReposOutput
  },
} satisfies Record<string, Operation>;

/**
 * One typed function per tool with an `http` binding: the request it makes and the result it answers (the output, or
 * a complete result when the API answers binary content: test it with isToolResult()).
 */
export const operations = {
  /** whoami_upstream: GET /user */
  whoamiUpstream: (input: WhoamiUpstreamInput, ctx: ToolContext): Promise<ToolReturn<WhoamiUpstreamOutput>> =>
    callOperation<WhoamiUpstreamOutput>(API, OPERATIONS.whoamiUpstream, input, ctx),
  /** list_repos: GET /user/repos */
  listRepos: (input: ListReposInput, ctx: ToolContext): Promise<ToolReturn<ListReposOutput>> =>
    callOperation<ListReposOutput>(API, OPERATIONS.listRepos, input, ctx),
};
