// One database client per request: Workers cannot share sockets across requests (a pool at
// module scope hangs the second request), and Hyperdrive does the pooling in production.
import { drizzle, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { isDatabaseAway } from "#app/server/db/database-away.server.ts";

/**
 * Without Drizzle's relational query API (db.query.*): every query is built with select/insert and
 * the tables of schema.server.ts, so no render pays for turning the schema into relations.
 */
export type Database = PostgresJsDatabase;

export interface RequestDatabase {
  /** Opens the connection on first use. */
  get: () => Database;
  /** Closes the connection if one was opened. */
  close: () => Promise<void>;
  /**
   * The database went away during the request: its connection closed before we closed it, or an
   * error noted with `noteError` says so (a restart, a crash recovery, no connections left).
   */
  wentAway: () => boolean;
  /** Remembers an error a query of this request failed with, when it means the database is away. */
  noteError: (error: unknown) => void;
}

export function openRequestDatabase(connectionString: string): RequestDatabase {
  let client: postgres.Sql | undefined;
  let database: Database | undefined;
  let closing = false;
  let lost = false;
  return {
    get() {
      if (!database) {
        // A database that does not answer fails the request within seconds instead of 30 (a
        // stopped one refuses at once).
        client = postgres(connectionString, {
          max: 1,
          fetch_types: false,
          prepare: true,
          connect_timeout: 10,
          onnotice: () => {},
          onclose: () => {
            if (!closing) lost = true;
          },
        });
        database = drizzle(client);
      }
      return database;
    },
    async close() {
      closing = true;
      await client?.end({ timeout: 5 });
    },
    wentAway: () => lost,
    noteError(error) {
      if (isDatabaseAway(error)) lost = true;
    },
  };
}
