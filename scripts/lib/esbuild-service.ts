// esbuild runs as a service process beside Node and, started with --ping, asks Node every second
// whether it is still there. A build context that is never disposed keeps the service waiting
// for Node; when Node then exits while a ping waits for its answer, the service dies with a Go
// deadlock dump ("fatal error: all goroutines are asleep - deadlock!") printed to the terminal,
// after a build that succeeded. Remix's classic `remix build` does both: it never disposes its
// contexts, and its CLI calls process.exit with esbuild 0.17.6's service still running (about one
// build in four on this machine). Ending the service ourselves as Node exits leaves no ping behind.
import childProcess, { type ChildProcess } from "node:child_process";

const services = new Set<ChildProcess>();
let watching = false;

/** From now on, every esbuild service this process starts is stopped when the process exits. */
export function stopEsbuildServicesAtExit(): void {
  if (watching) return;
  watching = true;
  const spawn = childProcess.spawn;
  childProcess.spawn = ((...args: Parameters<typeof spawn>) => {
    const child = spawn(...args);
    const options = Array.isArray(args[1]) ? args[1] : [];
    if (options.some((option) => String(option).startsWith("--service="))) {
      services.add(child);
      child.once("exit", () => services.delete(child));
    }
    return child;
  }) as typeof spawn;
  process.on("exit", () => {
    for (const service of services) service.kill("SIGKILL");
  });
}
