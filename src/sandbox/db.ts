import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import initSqlJs from 'sql.js';
import { searchKey } from '../shared/search';
import { migrate } from './schema';

type SqlJsStatic = initSqlJs.SqlJsStatic;
type Database = initSqlJs.Database;
type Statement = initSqlJs.Statement;
export type SqlValue = initSqlJs.SqlValue;

/** What a query accepts: booleans become 0/1 and undefined becomes NULL. */
export type Param = SqlValue | boolean | undefined;

export interface RunResult {
  changes: number;
  lastId: number;
}

/** prepared statements kept for reuse (the platform's queries are a few hundred constant strings) */
const STATEMENT_CACHE_SIZE = 300;

let sqlJs: Promise<SqlJsStatic> | null = null;
const loadSqlJs = (): Promise<SqlJsStatic> => (sqlJs ??= initSqlJs());

export interface OpenOptions {
  /** persisted with db.export(); absent = in memory only */
  dataFile?: string;
  /** debounce of the write to dataFile after a change */
  persistDelayMs?: number;
}

/**
 * The sandbox's SQLite database (sql.js, in memory) with a debounced copy on disk. Every read
 * and write of the platform's data goes through here.
 */
export class SandboxDb {
  private depth = 0;
  private dirty = false;
  private timer: NodeJS.Timeout | null = null;
  /** by SQL text, least recently used first; sql.js frees them on export() and close() */
  private readonly statements = new Map<string, Statement>();

  private constructor(
    private readonly engine: SqlJsStatic,
    private db: Database,
    private readonly dataFile: string | undefined,
    private readonly persistDelayMs: number,
  ) {}

  /** Opens (or creates) the database; `created` is true when it had no data yet. */
  static async open(options: OpenOptions = {}): Promise<{ db: SandboxDb; created: boolean }> {
    const engine = await loadSqlJs();
    const file = options.dataFile;
    const bytes = file && existsSync(file) ? readFileSync(file) : null;
    const db = new SandboxDb(engine, new engine.Database(bytes), file, options.persistDelayMs ?? 200);
    db.setUpConnection();
    const created = migrate(db) === 0;
    if (created) db.markDirty();
    return { db, created };
  }

  all<T>(sql: string, params: readonly Param[] = []): T[] {
    return this.rows<T>(sql, params, Infinity);
  }

  get<T>(sql: string, params: readonly Param[] = []): T | undefined {
    return this.rows<T>(sql, params, 1)[0];
  }

  /**
   * Rows as objects, the column names read once per query: sql.js's getAsObject reads them again
   * for every row, which made a 5,000-product answer 73 to 761 ms instead of 10 to 71 (issue 32).
   */
  private rows<T>(sql: string, params: readonly Param[], limit: number): T[] {
    const stmt = this.statement(sql);
    try {
      stmt.bind(params.map(toSqlValue));
      const rows: T[] = [];
      let columns: string[] | undefined;
      while (rows.length < limit && stmt.step()) {
        columns ??= stmt.getColumnNames();
        const values = stmt.get();
        const row: Record<string, SqlValue> = {};
        for (let i = 0; i < columns.length; i++) row[columns[i]!] = values[i] ?? null;
        rows.push(row as T);
      }
      return rows;
    } finally {
      stmt.reset();
    }
  }

  /** A single number (COUNT, MAX ...), 0 when the query returns nothing. */
  value(sql: string, params: readonly Param[] = []): number {
    const row = this.get<Record<string, SqlValue>>(sql, params);
    const first = row ? Object.values(row)[0] : null;
    return typeof first === 'number' ? first : Number(first ?? 0);
  }

  run(sql: string, params: readonly Param[] = []): RunResult {
    const stmt = this.statement(sql);
    try {
      stmt.run(params.map(toSqlValue));
    } finally {
      stmt.reset();
    }
    const changes = this.db.getRowsModified();
    const lastId = this.value('SELECT last_insert_rowid()');
    this.markDirty();
    return { changes, lastId };
  }

  /**
   * The same statement for many rows, prepared once (the seed's months of history: tens of
   * thousands of rows, where run() would prepare each one). Rows hold plain SQL values (0/1 for
   * booleans, null): nothing is converted on the way. Call it inside transaction().
   */
  runMany(sql: string, rows: Iterable<SqlValue[]>): number {
    const stmt = this.db.prepare(sql);
    let count = 0;
    try {
      for (const row of rows) {
        stmt.bind(row);
        stmt.step();
        stmt.reset();
        count++;
      }
    } finally {
      stmt.free();
    }
    this.markDirty();
    return count;
  }

  /** Runs several statements (schema). */
  exec(sql: string): void {
    this.db.exec(sql);
    this.markDirty();
  }

  /** All or nothing; nested calls join the outer transaction. */
  transaction<T>(fn: () => T): T {
    if (this.depth > 0) {
      this.depth++;
      try {
        return fn();
      } finally {
        this.depth--;
      }
    }
    this.db.exec('BEGIN');
    this.depth = 1;
    try {
      const result = fn();
      this.db.exec('COMMIT');
      return result;
    } catch (e) {
      this.db.exec('ROLLBACK');
      throw e;
    } finally {
      this.depth = 0;
      this.markDirty();
    }
  }

  /** Drops everything and starts from an empty, migrated database (reset to the seed). */
  recreate(): void {
    this.forgetStatements();
    this.db.close();
    this.db = new this.engine.Database();
    this.setUpConnection();
    migrate(this);
    this.markDirty();
  }

  /** The whole database as bytes (the seed's snapshot, see seed/history.ts seedOncePerHour). */
  snapshot(): Uint8Array {
    this.forgetStatements();
    const bytes = this.db.export();
    // export() reopens the connection, which forgets connection-level pragmas.
    this.setUpConnection();
    return bytes;
  }

  /** Replaces the whole database with a snapshot taken by this same code (same migrations). */
  restore(bytes: Uint8Array): void {
    if (this.depth > 0) throw new Error('restore() dentro de uma transação');
    this.forgetStatements();
    this.db.close();
    this.db = new this.engine.Database(bytes);
    this.setUpConnection();
    this.markDirty();
  }

  /** Writes the database file now, if there is one and something changed. */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.dataFile || !this.dirty || this.depth > 0) return;
    this.forgetStatements();
    const bytes = this.db.export();
    // export() reopens the connection, which forgets connection-level pragmas.
    this.setUpConnection();
    mkdirSync(dirname(this.dataFile), { recursive: true });
    const tmp = `${this.dataFile}.tmp`;
    writeFileSync(tmp, bytes);
    renameSync(tmp, this.dataFile);
    this.dirty = false;
  }

  close(): void {
    this.flush();
    this.forgetStatements();
    this.db.close();
  }

  /** The statement prepared for this SQL, prepared now if it is not kept (or was dropped). */
  private statement(sql: string): Statement {
    let stmt = this.statements.get(sql);
    if (stmt) {
      this.statements.delete(sql);
    } else {
      stmt = this.db.prepare(sql);
      if (this.statements.size >= STATEMENT_CACHE_SIZE) {
        const [oldestSql, oldest] = this.statements.entries().next().value as [string, Statement];
        oldest.free();
        this.statements.delete(oldestSql);
      }
    }
    this.statements.set(sql, stmt);
    return stmt;
  }

  /** Before export() and close(), which free every statement of the connection. */
  private forgetStatements(): void {
    for (const stmt of this.statements.values()) stmt.free();
    this.statements.clear();
  }

  private markDirty(): void {
    this.dirty = true;
    if (!this.dataFile || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      try {
        this.flush();
      } catch (e) {
        console.error('[sandbox] não foi possível gravar o banco de dados:', e);
      }
    }, this.persistDelayMs);
    this.timer.unref();
  }

  private setUpConnection(): void {
    // searches in SQL compare as the panel does (shared/search.ts): accents and case aside
    this.db.create_function('search_key', (text: string | number | null) => searchKey(text === null ? '' : String(text)));
    this.db.exec('PRAGMA foreign_keys = ON');
    // The database is a file in sql.js's memory with this one connection: there is no other
    // process to lock out and no crash for a journal file to outlive (the copy on disk is written
    // whole by flush()). Holding the lock spares SQLite its file checks before every statement, and
    // a journal in memory its journal file: a statement then takes a third to a tenth of the time.
    this.db.exec('PRAGMA locking_mode = EXCLUSIVE');
    this.db.exec('PRAGMA journal_mode = MEMORY');
  }
}

function toSqlValue(value: Param): SqlValue {
  if (value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}
