// Local ports for the site and its Postgres: a taken one is reported in words, with the variable
// that moves it, before anything tries to listen on it.
import { createServer } from "node:net";

/** A failure to start that a person can act on: its message is printed alone, without a stack. */
export class StartupError extends Error {}

/** Whether something already listens on 127.0.0.1:port. */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", (error: NodeJS.ErrnoException) =>
      error.code === "EADDRINUSE" || error.code === "EACCES" ? resolve(true) : reject(error),
    );
    probe.listen({ port, host: "127.0.0.1", exclusive: true }, () => probe.close(() => resolve(false)));
  });
}

/** `variable` is the environment variable that moves the port, when there is one. */
export function portTakenMessage(port: number, what: string, variable?: string): string {
  const command = variable?.startsWith("TEST_") ? "npm test" : "npm start";
  return (
    `Port ${port}, which ${what} needs, is already in use: another checkout or an earlier run may still be ` +
    `running (see it with: ss -ltnp 'sport = :${port}'). ` +
    (variable ? `Stop it, or pick another port, e.g. ${variable}=${port + 1} ${command}.` : "Stop it and try again.")
  );
}

export async function assertPortFree(port: number, what: string, variable?: string): Promise<void> {
  if (await portInUse(port)) throw new StartupError(portTakenMessage(port, what, variable));
}
