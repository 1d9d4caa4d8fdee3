/**
 * The part of better-sqlite3 12's API the gateway's database uses (the package ships no types, and
 * @types/better-sqlite3 is not a dependency): a synchronous connection, prepared statements, transactions.
 */
declare module 'better-sqlite3' {
  namespace Database {
    interface RunResult {
      changes: number;
      lastInsertRowid: number | bigint;
    }
    interface Statement {
      run(...params: unknown[]): RunResult;
      get(...params: unknown[]): unknown;
      all(...params: unknown[]): unknown[];
    }
    interface Database {
      readonly open: boolean;
      readonly name: string;
      prepare(source: string): Statement;
      exec(source: string): this;
      pragma(source: string, options?: { simple?: boolean }): unknown;
      transaction<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R;
      backup(destination: string): Promise<{ totalPages: number; remainingPages: number }>;
      close(): this;
    }
  }
  interface DatabaseConstructor {
    new (filename: string, options?: { readonly?: boolean; fileMustExist?: boolean; timeout?: number }): Database.Database;
  }
  const Database: DatabaseConstructor;
  export default Database;
}
