import type { Readable, Writable } from 'node:stream';
import type pg from 'pg';

// COPY … TO STDOUT / FROM STDIN over a plain `pg` client. The `pg` driver has no COPY API of its
// own (that is the pg-copy-streams package, which the project does not ship), but it accepts any
// object with a `submit(connection)` method as a query and hands it the protocol messages that
// follow: CopyData for COPY TO, CopyInResponse for COPY FROM, CommandComplete, ErrorResponse and
// ReadyForQuery. These two small submittables use exactly those hooks.

/** The parts of pg's internal Connection that COPY needs (its type definitions omit most of them). */
interface CopyConnection {
  stream: { pause(): void; resume(): void; writableNeedDrain?: boolean; once(event: 'drain', f: () => void): void };
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
}

/** Rows the server reported in `COPY n`. */
function copiedRows(message: { text?: string }): number {
  const match = /^COPY (\d+)/.exec(message.text ?? '');
  return match ? Number(match[1]) : 0;
}

abstract class CopySubmittable {
  protected connection!: CopyConnection;
  protected error: Error | undefined;
  protected rows = 0;
  private settle!: { resolve: (rows: number) => void; reject: (error: Error) => void };
  readonly done: Promise<number>;

  constructor(protected readonly text: string) {
    this.done = new Promise((resolve, reject) => (this.settle = { resolve, reject }));
  }

  // pg's Client#query types its Connection argument as the public class; ours is the same object.
  submit(connection: unknown): void {
    this.connection = connection as CopyConnection;
    this.connection.query(this.text);
  }

  handleCommandComplete(message: { text?: string }): void {
    this.rows = copiedRows(message);
  }

  // The client calls this for the server's ErrorResponse and for a lost connection, and then no
  // longer treats this query as active (its ReadyForQuery does not reach us): settle here.
  handleError(error: Error): void {
    this.error ??= error;
    this.settle.reject(this.error);
  }

  handleReadyForQuery(): void {
    if (this.error) this.settle.reject(this.error);
    else this.settle.resolve(this.rows);
  }

  // Not part of a COPY exchange; present because the client calls them on whatever is active.
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handlePortalSuspended(): void {}
  handleEmptyQuery(): void {}
  handleCopyData(_message: { chunk: Buffer }): void {}
  handleCopyInResponse(): void {
    this.connection.sendCopyFail('unexpected COPY FROM');
  }
}

class CopyOut extends CopySubmittable {
  private paused = false;
  private readonly resume = () => {
    if (!this.paused) return;
    this.paused = false;
    this.sink.off('drain', this.resume);
    this.connection.stream.resume();
  };

  constructor(
    text: string,
    private readonly sink: Writable,
  ) {
    super(text);
  }

  override handleCopyData(message: { chunk: Buffer }): void {
    // The chunk is a view into the driver's read buffer, which it reuses: copy it before queueing.
    const writable = this.sink.write(Buffer.from(message.chunk));
    if (!writable && !this.paused) {
      // Backpressure: stop reading from the server until the file has caught up.
      this.paused = true;
      this.connection.stream.pause();
      this.sink.once('drain', this.resume);
    }
  }

  // The last chunk may fill the sink's buffer after the server has already finished (its final
  // messages arrived in the same read); the caller then ends the sink, which never emits 'drain',
  // so the connection must not stay paused.
  override handleReadyForQuery(): void {
    this.resume();
    super.handleReadyForQuery();
  }

  override handleError(error: Error): void {
    this.resume();
    super.handleError(error);
  }
}

class CopyIn extends CopySubmittable {
  constructor(
    text: string,
    private readonly source: Readable,
  ) {
    super(text);
  }

  override handleCopyInResponse(): void {
    void this.send();
  }

  private async send(): Promise<void> {
    const connection = this.connection;
    try {
      for await (const chunk of this.source) {
        // After an ErrorResponse the server drops whatever else is sent: stop reading.
        if (this.error) return;
        connection.sendCopyFromChunk(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
        if (connection.stream.writableNeedDrain) await new Promise<void>((r) => connection.stream.once('drain', r));
      }
      connection.endCopyFrom();
    } catch (error) {
      // The server answers CopyFail with an ErrorResponse; the read error is what the caller sees.
      this.error ??= error instanceof Error ? error : new Error(String(error));
      connection.sendCopyFail('the backup file could not be read');
    }
  }
}

/** Runs `COPY … TO STDOUT` and writes what the server sends into `sink` (not ended). Returns the row count. */
export async function copyOut(client: pg.Client | pg.PoolClient, text: string, sink: Writable): Promise<number> {
  const submittable = new CopyOut(text, sink);
  void client.query(submittable);
  return submittable.done;
}

/** Runs `COPY … FROM STDIN` with the bytes of `source`. Returns the row count. */
export async function copyIn(client: pg.Client | pg.PoolClient, text: string, source: Readable): Promise<number> {
  const submittable = new CopyIn(text, source);
  void client.query(submittable);
  return submittable.done;
}
