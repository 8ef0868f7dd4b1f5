// A database connection of its own, for work that goes on after the response (waitUntil): the
// request's connection closes with the response. A .server module, so the browser build never
// pulls in the Postgres driver through a loader's imports.
export { openRequestDatabase as openOwnConnection } from "#app/server/db/client.server.ts";
