import { Worker } from 'node:worker_threads';

type Row = Record<string, unknown>;
type Job = { sql: string; parameters: unknown[]; resolve: (rows: Row[]) => void; reject: (error: Error) => void };
type Reader = { worker: Worker; job: Job | null };
type Reply = { rows: Row[] } | { error: { message: string; code?: string } };
type ReaderData = { modulePath: string; file: string; busyTimeoutMs: number };

/**
 * The body of each reader thread, shipped as source text (so it runs the same from the compiled
 * server and from the tests): a read-only connection that runs one statement per message.
 */
const readerMain = (): void => {
  // This function's source runs inside the worker (see below), where only require() is available.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const threads = require('node:worker_threads') as typeof import('node:worker_threads');
  const port = threads.parentPort as import('node:worker_threads').MessagePort;
  const { modulePath, file, busyTimeoutMs } = threads.workerData as ReaderData;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Database = require(modulePath) as typeof import('better-sqlite3');
  const database = new Database(file, { readonly: true, fileMustExist: true, timeout: busyTimeoutMs });
  const statements = new Map<string, import('better-sqlite3').Statement>();
  port.on('message', ({ sql, parameters }: { sql: string; parameters: unknown[] }) => {
    try {
      let statement = statements.get(sql);
      if (!statement) {
        statement = database.prepare(sql);
        statements.set(sql, statement);
        if (statements.size > 200) statements.delete(statements.keys().next().value as string);
      }
      port.postMessage({ rows: statement.all(...parameters) });
    } catch (error) {
      const failure = error as { message?: string; code?: string };
      port.postMessage({ error: { message: String(failure.message ?? error), code: failure.code } });
    }
  });
};

const READER_SOURCE = `(${readerMain.toString()})()`;

/** An error as better-sqlite3 raised it in the reader (message and SQLITE_* code). */
export class SqliteReadError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'SqliteError';
  }
}

/**
 * A few worker threads, each with its own read-only connection to the SQLite file, so SELECTs run
 * in parallel with each other and with the main thread instead of blocking its event loop. In WAL
 * mode each statement reads the last committed state, whatever the main connection writes meanwhile.
 */
export class SqliteReadPool {
  private readonly readers: Reader[] = [];
  private readonly waiting: Job[] = [];
  private closed = false;
  /** Readers that stopped since the last answer; past a few, the pool gives up instead of respawning forever. */
  private failures = 0;

  constructor(
    private readonly file: string,
    size: number,
    private readonly busyTimeoutMs = 5000,
  ) {
    for (let index = 0; index < size; index += 1) this.readers.push(this.spawn());
  }

  /** False once closed, or once its readers keep dying: callers then read on their own connection. */
  get usable(): boolean {
    return !this.closed;
  }

  all(sql: string, parameters: unknown[]): Promise<Row[]> {
    if (this.closed) return Promise.reject(new Error('The SQLite read pool is closed.'));
    return new Promise((resolve, reject) => {
      this.waiting.push({ sql, parameters, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) job.reject(new Error('The SQLite read pool is closed.'));
    await Promise.all(this.readers.map((reader) => reader.worker.terminate()));
  }

  private spawn(): Reader {
    const data: ReaderData = { modulePath: require.resolve('better-sqlite3'), file: this.file, busyTimeoutMs: this.busyTimeoutMs };
    const worker = new Worker(READER_SOURCE, { eval: true, workerData: data });
    const reader: Reader = { worker, job: null };
    // An idle reader must not keep the process alive; a busy one must until it answers.
    worker.unref();
    worker.on('message', (reply: Reply) => this.finish(reader, reply));
    worker.on('error', (error) => this.fail(reader, error));
    worker.on('exit', () => this.replace(reader));
    return reader;
  }

  private dispatch(): void {
    for (const reader of this.readers) {
      if (reader.job) continue;
      const job = this.waiting.shift();
      if (!job) return;
      reader.job = job;
      reader.worker.ref();
      reader.worker.postMessage({ sql: job.sql, parameters: job.parameters });
    }
  }

  private finish(reader: Reader, reply: Reply): void {
    const job = reader.job;
    reader.job = null;
    reader.worker.unref();
    this.failures = 0;
    if (job) {
      if ('rows' in reply) job.resolve(reply.rows);
      else job.reject(new SqliteReadError(reply.error.message, reply.error.code));
    }
    this.dispatch();
  }

  private fail(reader: Reader, error: Error): void {
    reader.job?.reject(error);
    reader.job = null;
  }

  /** A reader that died (it should not) is replaced, and what it held fails rather than hangs. */
  private replace(reader: Reader): void {
    this.fail(reader, new Error('An SQLite reader stopped.'));
    if (this.closed) return;
    this.failures += 1;
    if (this.failures > 3 * this.readers.length) {
      void this.close();
      return;
    }
    const index = this.readers.indexOf(reader);
    if (index >= 0) this.readers[index] = this.spawn();
    this.dispatch();
  }
}
