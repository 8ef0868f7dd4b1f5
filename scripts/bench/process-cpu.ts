// The CPU time a Worker's runtime process has used, read from /proc (Linux): user + system time of
// the workerd process that runs the Worker's code. `wrangler dev` starts two workerd processes, a
// proxy on the public port and the Worker behind it; only the second is what Workers bill.
import { execSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks per second of /proc's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = Number(execSync("getconf CLK_TCK").toString().trim()) || 100;

interface ProcessInfo {
  pid: number;
  parent: number;
  name: string;
  userTicks: number;
  systemTicks: number;
}

function readProcess(pid: number): ProcessInfo | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The name is in parentheses and may hold spaces; the fields after it are space-separated,
    // starting with the state (field 3): ppid is field 4, utime 14, stime 15.
    const close = stat.lastIndexOf(")");
    const fields = stat.slice(close + 2).split(" ");
    return {
      pid,
      parent: Number(fields[1]),
      name: stat.slice(stat.indexOf("(") + 1, close),
      userTicks: Number(fields[11]),
      systemTicks: Number(fields[12]),
    };
  } catch {
    return null;
  }
}

/** User + system CPU time of a process, in milliseconds (10 ms steps at 100 ticks a second). */
export function cpuMs(pid: number): number {
  const info = readProcess(pid);
  if (!info) throw new Error(`process ${pid} is gone`);
  return ((info.userTicks + info.systemTicks) * 1000) / TICKS_PER_SECOND;
}

/** The workerd process under `rootPid` that runs the Worker: not the proxy listening on `publicPort`. */
export function workerRuntimePid(rootPid: number, publicPort: number): number {
  const all = readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => readProcess(Number(entry)))
    .filter((info): info is ProcessInfo => info !== null);
  const descendants = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const info of all)
      if (descendants.has(info.parent) && !descendants.has(info.pid)) {
        descendants.add(info.pid);
        grew = true;
      }
  }
  const runtimes = all.filter((info) => info.name === "workerd" && descendants.has(info.pid));
  const behindProxy = runtimes.filter(
    (info) => !readFileSync(`/proc/${info.pid}/cmdline`, "utf8").includes(`entry=127.0.0.1:${publicPort}`),
  );
  const pick = behindProxy[0] ?? runtimes[0];
  if (!pick) throw new Error(`no workerd process under ${rootPid}`);
  return pick.pid;
}
