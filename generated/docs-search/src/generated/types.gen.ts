// generated — do not edit. Source: ../../specs/docs-search.yaml. Regenerate with `npm run generate`.
// TypeScript types of every schema in the manifest: a shared definition is one type, used by name.

export interface Document {
  title: string
  url: string
  lastModified?: string
}

export interface NotFoundData {
  id?: string
}

export interface SearchDocumentsInput {
  query: string
  limit: number
}

export interface SearchDocumentsOutput {
  documents: Document[]
}
