// generated — do not edit. Source: ../../specs/file-refs.yaml. Regenerate with `npm run generate`.
// TypeScript types of every schema in the manifest: a shared definition is one type, used by name.

export type Email = string

/**
 * A person with an account.
 */
export interface User {
  name: string
  email: string
  address?: Address
}

export interface Team {
  name: string
  lead: Employee
}

/**
 * A category and its subcategories, to any depth.
 */
export interface Category {
  label: string
  children?: Category[]
}

export interface Address {
  street?: string
  city: string
  /**
   * ISO 3166-1 alpha-2 code
   */
  country?: string
}

export interface Employee {
  name: string
  office?: Address
  reports?: Employee[]
}

export interface UserExistsData {
  email: Email
}

export interface SaveUserInput {
  user: User
}

export interface SaveUserOutput {
  saved: User
  greeting: string
}

export interface OrgChartInput {
  team: Team
}

export interface OrgChartOutput {
  headcount: number
  depth: number
}

export interface CategoryPathsInput {
  root: Category
}

export interface CategoryPathsOutput {
  paths: string[]
}
