// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// A SQLite file as the task store and the per-user token store open it: better-sqlite3 loaded only when a store asks
// for SQLite (it is an optional dependency), write-ahead logging so readers never wait for a writer.

/** The part of better-sqlite3's Database the stores use. */
export interface SqliteDatabase {
  pragma(source: string): unknown;
  exec(source: string): unknown;
  prepare(source: string): {
    run(...params: unknown[]): unknown;
    get(...params: unknown[]): unknown;
    all(...params: unknown[]): unknown[];
  };
  transaction<T>(fn: () => T): () => T;
  close(): void;
}

/** Opens (or creates) `file`; `what` names the setting that asked for it in the error when the package is missing. */
export async function openSqlite(file: string, what: string): Promise<SqliteDatabase> {
  // A variable, so a project without better-sqlite3 still type-checks and bundles.
  const moduleName = 'better-sqlite3';
  let Database: new (path: string) => SqliteDatabase;
  try {
    Database = ((await import(moduleName)) as { default: new (path: string) => SqliteDatabase }).default;
  } catch {
    throw new Error(`${what} needs the better-sqlite3 package: npm install better-sqlite3@12`);
  }
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  return db;
}
