/** The part of better-sqlite3 the API tests use to read and set up a test CMS's SQLite file (the package ships no types). */
declare module 'better-sqlite3' {
  interface Statement {
    /** True when the statement returns rows. */
    readonly reader: boolean;
    get(...params: unknown[]): unknown;
    all(...params: unknown[]): unknown[];
    run(...params: unknown[]): { changes: number; lastInsertRowid: number | bigint };
  }

  class Database {
    constructor(filename: string, options?: { readonly?: boolean });
    prepare(source: string): Statement;
    pragma(source: string): unknown;
    close(): this;
  }

  export = Database;
}
