// generated — do not edit. Source: ../../specs/per-user.yaml. Regenerate with `npm run generate`.
// TypeScript types of every schema in the manifest: a shared definition is one type, used by name.

export interface WhoamiUpstreamInput {
}

export interface WhoamiUpstreamOutput {
  login: string
}

export interface ListReposInput {
}

export interface ListReposOutput {
  owner: string
  repos: string[]
}
