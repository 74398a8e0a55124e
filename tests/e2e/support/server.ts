import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** What the server printed on stderr so far, for failure messages. */
  errors: () => string;
  stop: () => Promise<void>;
}

/** Starts the production server (`node server.mjs`) on a content folder, with any settings of `env`, and waits until it answers. */
export async function startServer(contentDir: string, port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  // Another spec's server on the same port would answer in this one's place.
  const taken = await fetch(`http://127.0.0.1:${port}/favicon.svg`).then(() => true, () => false);
  if (taken) throw new Error(`port ${port} is already in use: give this spec a port of its own`);
  const child = spawn(process.execPath, ["server.mjs"], {
    cwd: fileURLToPath(new URL("../../..", import.meta.url)),
    env: { ...process.env, ...env, PORT: String(port), DOCS_CONTENT_DIR: contentDir, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${stderr}`);
    try {
      await fetch(`${url}/api/pages`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
  return { url, process: child, errors: () => stderr, stop };
}
