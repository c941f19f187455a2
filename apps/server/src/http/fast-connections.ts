import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { PreparedForm } from './cached-answer.js';
import type { FastTarget } from './fast-reads.js';
import { readSimpleGet } from './simple-get.js';

/** What a fast answer needs from the fast reads (http/fast-reads.ts). */
export interface RawAnswers {
  /** The fast read or probe a path names (a read only with the right api-key; no lookup). */
  target(path: string, apiKey: string | undefined): FastTarget | undefined;
  /** Its answer's head and bytes when it has a fresh one, counted as answered; undefined otherwise. */
  answerRaw(target: FastTarget, acceptEncoding: string | undefined): Required<PreparedForm> | undefined;
  /** Loads what it lacked as its route would, then its answer; undefined when the route should answer (never rejects). */
  loadRaw(target: FastTarget, acceptEncoding: string | undefined): Promise<Required<PreparedForm> | undefined>;
}

/** A simple GET read from a connection's bytes: where it ends and what it asks. */
interface ReadRequest {
  end: number;
  target: FastTarget;
  acceptEncoding: string | undefined;
}

/** A connection served here: its listeners (removed at the hand-over) and the last request it read. */
interface Connection {
  onData: (chunk: Buffer) => void;
  onClose: () => void;
  /**
   * The last request's bytes and what they asked: the same bytes again (a client repeating its
   * request on a kept-alive connection) are the same request, read without reading them again.
   */
  last?: { head: Buffer; target: FastTarget; acceptEncoding: string | undefined };
  /** A miss is being loaded: the connection is not idle, and reads nothing until it is answered. */
  loading?: boolean;
}

/** The largest body sent in one buffer with its head; larger ones are sent as they are, never copied. */
const WHOLE_MAX = 64 * 1024;
/** Answers kept whole for the rest of the second: the hottest few, at most 2 MB. */
const WHOLES_MAX = 32;

type ConnectionListener = (this: Server, socket: Socket) => void;

/**
 * Answers the public cached reads on the socket, before Node's HTTP layer. Node spends
 * about half of a cached read's CPU building the request and response objects around the same
 * bytes; a connection that only asks for such reads is served here with one write each.
 *
 * A new connection starts here. Each complete request in what arrives is read by `readSimpleGet`,
 * which recognises only a plain GET of a fast read. As long as every request is one, with the right
 * api-key, the answers are written straight away: from the fresh cache entry, or after loading a
 * miss as the route would (`loadThenRead`). The first request that is
 * anything else hands the connection to Node's HTTP server for the rest of its life: its own
 * connection handling starts as if it had just been accepted, and reads the bytes from that
 * request on. Node's parser therefore sees every request this code does not answer, unchanged,
 * and decides alone where each of them ends.
 */
export class FastConnections {
  private readonly nodeListeners: ConnectionListener[];
  /** The connections still served here, with their own listeners (removed at the hand-over). */
  private readonly open = new Map<Socket, Connection>();
  private enabled = true;
  /** Node's Date header for the current second, made once per second as Node does. */
  private dateLine = Buffer.alloc(0);
  private dateUntil = 0;
  /**
   * The whole bytes of the answers sent in the current second (their Date line is this second's),
   * for bodies up to WHOLE_MAX: at most WHOLES_MAX of them, dropped when the second changes, so
   * they hold at most a few MB whatever the cache holds.
   */
  private readonly wholes = new Map<PreparedForm, Buffer>();

  /** Takes over `server`'s new connections; Node's own handling is kept for the hand-over. */
  constructor(
    private readonly server: Server,
    private readonly answers: RawAnswers,
  ) {
    this.nodeListeners = server.listeners('connection') as ConnectionListener[];
    server.removeAllListeners('connection');
    server.on('connection', (socket: Socket) => this.accept(socket));
    // Node's closing of connections (server.close() closes the idle ones) covers these too. Between
    // two reads every connection served here is idle: its answers are written.
    const closeIdle = server.closeIdleConnections;
    server.closeIdleConnections = () => {
      for (const [socket, connection] of this.open) {
        // A request being answered is not idle: it gets its answer, then its connection closes
        // (`loadThenRead`, the server being closing by then).
        if (connection.loading) continue;
        // Answers still in the socket's buffer go out before it closes.
        if (socket.writableLength === 0) socket.destroy();
        else socket.end();
      }
      closeIdle.call(server);
    };
    const closeAll = server.closeAllConnections;
    server.closeAllConnections = () => {
      for (const socket of this.open.keys()) socket.destroy();
      closeAll.call(server);
    };
  }

  /**
   * Stops answering: from now on each connection's next request, and every new connection, goes to
   * Node, so the server's draining (Connection: close, 503s) applies to all of them.
   */
  release(): void {
    this.enabled = false;
  }

  private accept(socket: Socket): void {
    if (!this.enabled) {
      this.handOver(socket, undefined);
      return;
    }
    const listeners: Connection = {
      onData: (chunk: Buffer) => this.read(socket, listeners, chunk),
      onClose: () => this.open.delete(socket),
    };
    this.open.set(socket, listeners);
    // Before its first request, a connection waits as long as Node waits for a request's head.
    socket.setTimeout(this.server.headersTimeout);
    socket.on('data', listeners.onData);
    socket.on('close', listeners.onClose);
    socket.on('timeout', onTimeout);
    socket.on('error', onError);
    socket.on('end', onEnd);
  }

  /** Answers each complete simple GET in `chunk`; hands the connection over at the first other request. */
  private read(socket: Socket, connection: Connection, chunk: Buffer): void {
    let at = 0;
    let corked = false;
    while (at < chunk.length && this.enabled) {
      const request = this.requestAt(connection, chunk, at);
      if (!request) break;
      const answer = this.answers.answerRaw(request.target, request.acceptEncoding);
      if (!answer) {
        if (!request.target.load) break;
        if (corked) socket.uncork();
        this.loadThenRead(socket, connection, at === 0 ? chunk : chunk.subarray(at), request.end - at, request);
        return;
      }
      // Requests sent together (pipelined) are answered in one write.
      if (!corked && request.end < chunk.length) {
        socket.cork();
        corked = true;
      }
      this.write(socket, answer);
      at = request.end;
    }
    if (corked) socket.uncork();
    if (at < chunk.length) {
      this.handOver(socket, at === 0 ? chunk : chunk.subarray(at));
      return;
    }
    this.waitForNext(socket);
  }

  /**
   * A miss (a cold cache, an owner's edit, the periodic refresh) is loaded here as its route would
   * load it, and answered on the socket, so a long-lived connection (a balancer's pool, a poller)
   * stays on this path. The connection reads nothing meanwhile; what it sent after the request
   * (`rest`, from `length` on) is read once it is answered. Nothing to answer (not found, an error)
   * hands the connection to Node from this request on: the route answers it. If the server began
   * to close meanwhile, the request still gets its answer, with `Connection: close`, and the
   * connection ends: Node would answer it 503 now, and its close has already passed this
   * connection by as busy.
   */
  private loadThenRead(socket: Socket, connection: Connection, rest: Buffer, length: number, request: ReadRequest) {
    connection.loading = true;
    socket.pause();
    void this.answers.loadRaw(request.target, request.acceptEncoding).then((answer) => {
      connection.loading = false;
      if (socket.destroyed) return;
      // Resumed before anything below may pause it again (a full write buffer) or hand it over.
      socket.resume();
      if (!answer) {
        this.handOver(socket, rest);
        return;
      }
      if (!this.enabled) {
        this.write(socket, answer, true);
        socket.end();
        return;
      }
      this.write(socket, answer);
      if (length < rest.length) this.read(socket, connection, rest.subarray(length));
      else this.waitForNext(socket);
    });
  }

  /** After its answers, a connection waits for its next request (or for its client to read them). */
  private waitForNext(socket: Socket): void {
    // Once answered, a connection waits for its next request as long as Node's keep-alive lets it
    // (the socket restarts its timer on every read and write).
    if (socket.timeout !== this.server.keepAliveTimeout) socket.setTimeout(this.server.keepAliveTimeout);
    // A client that sends faster than it reads waits, as Node makes it wait.
    if (socket.writableNeedDrain) {
      socket.pause();
      socket.once('drain', () => socket.resume());
    }
  }

  /** The simple GET of a fast read starting at `at`, if there is one. */
  private requestAt(connection: Connection, chunk: Buffer, at: number): ReadRequest | undefined {
    const last = connection.last;
    if (last) {
      const end = at + last.head.length;
      if (end <= chunk.length && chunk.compare(last.head, 0, last.head.length, at, end) === 0) {
        return { end, target: last.target, acceptEncoding: last.acceptEncoding };
      }
    }
    const request = readSimpleGet(chunk, at);
    const target = request && this.answers.target(request.path, request.apiKey);
    if (!request || !target) return undefined;
    // A copy: a view would keep the whole read buffer alive.
    connection.last = {
      head: Buffer.from(chunk.subarray(at, request.end)),
      target,
      acceptEncoding: request.acceptEncoding,
    };
    return { end: request.end, target, acceptEncoding: request.acceptEncoding };
  }

  /**
   * Writes one answer: the prepared head, the lines Node adds (Date, Connection, Keep-Alive) and the
   * body. A body up to WHOLE_MAX goes out as one buffer (one write, no gathering), made once per
   * second for the hottest answers; a larger one, or the last answer before a close, as the head
   * and its own bytes, never copied.
   */
  private write(socket: Socket, answer: Required<PreparedForm>, closing = false): void {
    const lines = closing ? this.closingLines() : this.connectionLines();
    if (closing || answer.bytes.length > WHOLE_MAX) {
      socket.cork();
      socket.write(Buffer.concat([answer.head, lines]));
      socket.write(answer.bytes);
      socket.uncork();
      return;
    }
    let whole = this.wholes.get(answer);
    if (!whole) {
      whole = Buffer.concat([answer.head, lines, answer.bytes]);
      if (this.wholes.size < WHOLES_MAX) this.wholes.set(answer, whole);
    }
    socket.write(whole);
  }

  /** Gives the connection to Node's HTTP server, then the bytes it has not answered. */
  private handOver(socket: Socket, unread: Buffer | undefined): void {
    const listeners = this.open.get(socket);
    if (listeners) {
      this.open.delete(socket);
      socket.removeListener('data', listeners.onData);
      socket.removeListener('close', listeners.onClose);
      socket.removeListener('timeout', onTimeout);
      socket.removeListener('error', onError);
      socket.removeListener('end', onEnd);
      socket.setTimeout(0);
    }
    for (const listener of this.nodeListeners) listener.call(this.server, socket);
    // Node's listener reads from the socket from now on; what was already read goes to it first.
    if (unread && !socket.destroyed) socket.emit('data', unread);
  }

  /** The lines Node adds to the last answer of a connection it closes. Rare: made each time. */
  private closingLines(): Buffer {
    return Buffer.from(`Date: ${new Date().toUTCString()}\r\nConnection: close\r\n\r\n`, 'latin1');
  }

  /** The lines Node adds to every keep-alive answer, and the blank line that ends the head. */
  private connectionLines(): Buffer {
    const now = Date.now();
    if (now >= this.dateUntil) {
      this.dateUntil = now - (now % 1000) + 1000;
      this.wholes.clear();
      // As Node writes them: no Keep-Alive line when the server has no keep-alive time-out.
      const timeout = this.server.keepAliveTimeout;
      const keepAlive = timeout ? `Keep-Alive: timeout=${Math.floor(timeout / 1000)}\r\n` : '';
      this.dateLine = Buffer.from(
        `Date: ${new Date(now).toUTCString()}\r\nConnection: keep-alive\r\n${keepAlive}\r\n`,
        'latin1',
      );
    }
    return this.dateLine;
  }
}

function onTimeout(this: Socket) {
  this.destroy();
}

function onError(this: Socket) {
  // A reset or a broken pipe: nothing to answer on this connection any more.
  this.destroy();
}

function onEnd(this: Socket) {
  // The client is done sending; every answer to it is already written.
  this.end();
}
