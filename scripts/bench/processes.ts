// Every child process the bench starts is registered here, so that all of them are stopped at the
// end, whether the bench finished, failed or was interrupted.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";

const running = new Set<ChildProcess>();

/** Starts `command`, appending its output to `logFile`; the child is stopped by stopAll(). */
export function spawnTracked(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string }): ChildProcess {
  const log = fs.openSync(options.logFile, "a");
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ["ignore", log, log] });
  fs.closeSync(log);
  running.add(child);
  child.once("exit", () => running.delete(child));
  return child;
}

/** Sends SIGTERM, then SIGKILL if the child has not exited within `graceMs`. */
export async function stop(child: ChildProcess, graceMs = 3_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((child) => stop(child)));
}

/** Resident memory of a process in MB, from /proc/<pid>/status: now (VmRSS), or the most it has held since it started (VmHWM). */
export function rssMegabytes(pid: number, which: "now" | "peak" = "now"): number {
  const field = which === "now" ? "VmRSS" : "VmHWM";
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = Number(new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, "m").exec(status)?.[1]);
  if (!Number.isFinite(kilobytes)) throw new Error(`no ${field} in /proc/${pid}/status`);
  return kilobytes / 1024;
}

/** Throws when something already listens on `port`: the bench would measure someone else's server. */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", () => reject(new Error(`port ${port} is in use; set BENCH_PORT to another port in 3500-3598`)));
    probe.listen(port, () => probe.close(() => resolve()));
  });
}
