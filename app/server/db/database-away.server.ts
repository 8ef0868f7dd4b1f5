// Whether an error means the database is away (stopped, restarting, recovering from a crash, out of
// connections) rather than a bug: such a request answers with the 503 page and Retry-After. The
// error is recognised where it arrives, wrapped or not (Drizzle's query error and better-auth's
// "Failed to get session" keep Postgres's error as their cause), so no second connection has to
// ask; by the time it would, a short recovery may be over.

/**
 * Postgres's admin shutdown (57P01), crash shutdown (57P02), "the database system is starting up"
 * (57P03) and too many connections (53300); postgres.js's own codes for a connection that failed
 * or dropped; the socket's errors.
 */
const AWAY_CODES = new Set([
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
  "ECONNREFUSED",
  "ECONNRESET",
]);

/** What workerd's sockets say when the other end refuses or drops the connection. */
const SOCKET_TROUBLE =
  /connection (?:refused|reset|lost)|network connection lost|socket (?:has been |was )?closed|cannot connect to the specified address/i;

/** Thrown where waiting longer for the database would only hold the visitor. */
export class DatabaseAwayError extends Error {
  constructor(what: string) {
    super(`The database did not answer: ${what}`);
    this.name = "DatabaseAwayError";
  }
}

export function isDatabaseAway(error: unknown): boolean {
  for (let depth = 0; depth < 8 && error instanceof Object; depth++) {
    if (error instanceof DatabaseAwayError) return true;
    const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && AWAY_CODES.has(code)) return true;
    if (code === undefined && typeof message === "string" && SOCKET_TROUBLE.test(message)) return true;
    error = cause;
  }
  return false;
}

/** `work`, or a DatabaseAwayError once `ms` have passed without its answer. */
export async function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new DatabaseAwayError(`${what} took more than ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
