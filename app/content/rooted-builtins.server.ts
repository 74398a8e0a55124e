// Node's `fs`, `path` and `child_process` as the site's config sees them. Docusaurus runs the config
// with the site's folder as the working directory, so a config reads its own files by relative paths
// (`fs.readFileSync('./.prettierrc')`) and runs its commands there (`git describe --tags`, for the
// release it documents); here the server's working directory is the app's, so those paths are
// resolved, and those commands run, from the content folder instead. A file it reads out of the content folder (a
// repository's `../crowdin.yaml` beside the site) is not read, as nothing there is: the caller says
// what the read gives instead; one under a folder the content is laid out for (`../docs/x`, with the
// docs beside a site in website/ kept in the content's docs/) is read there.
import childProcess from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { laidOutPathOf } from "./config.server";

/** The functions whose second argument is a path too (the first being their source). */
const TWO_PATH_FUNCTIONS = new Set(["copyFile", "cp", "rename", "link", "symlink"].flatMap((name) => [name, `${name}Sync`]));

/** What reading `file`, out of the content folder, gives in place of its text. */
export type OutsideRead = (file: string) => unknown;

/** The function of `fs` that reads a file's text at once, the one a config reads a sibling file with. */
const READ_SYNC = "readFileSync";

/**
 * `fs` (or `fs.promises`) whose functions read a relative path, first or second argument, from `root`;
 * `readFileSync` of a file out of `root` gives `outside(file)` when there is one.
 */
function rootedFs<T extends object>(module: T, root: string, outside?: OutsideRead): T {
  const isOutside = (file: unknown) => typeof file === "string" && file !== root && !file.startsWith(root + path.sep);
  // A path out of `root` that the content is laid out for (`../docs/x`, the docs beside a site in website/) is read there.
  const rooted = (value: unknown) => {
    const file = isFileUrl(value) ? fileURLToPath(value.href) : value;
    const resolved = typeof file === "string" && !path.isAbsolute(file) ? path.resolve(root, file) : file;
    return isOutside(resolved) ? (laidOutPathOf(root, resolved as string) ?? resolved) : resolved;
  };
  return new Proxy(module, {
    get(target, name) {
      const value = Reflect.get(target, name);
      if (name === "promises" && value && typeof value === "object") return rootedFs(value, root);
      if (typeof value !== "function" || typeof name !== "string" || /^[A-Z]/.test(name)) return value;
      const twoPaths = TWO_PATH_FUNCTIONS.has(name);
      // symlink's first argument is the link's target, which Node keeps as written.
      const firstRooted = !name.startsWith("symlink");
      return (...args: unknown[]) => {
        if (firstRooted) args[0] = rooted(args[0]);
        if (twoPaths) args[1] = rooted(args[1]);
        if (outside && name === READ_SYNC && isOutside(args[0])) return outside(args[0] as string);
        try {
          return (value as (...callArgs: unknown[]) => unknown).apply(target, args);
        } catch (error) {
          throw isOutside(args[0]) ? outOfRootError(error, path.relative(root, args[0] as string)) : error;
        }
      };
    },
  });
}

/**
 * A missing file or folder's error, for one out of the content folder, saying so with its path from
 * there: Backstage's `releases.ts` lists `../docs/releases`, beside its site's folder, and was told
 * of no such folder at an absolute path of the server's machine.
 */
function outOfRootError(error: unknown, fromRoot: string): unknown {
  if ((error as { code?: unknown } | null)?.code !== "ENOENT" || !(error instanceof Error)) return error;
  error.message = `"${fromRoot.split(path.sep).join("/")}" is out of the content folder, which is all the site reads (it has no such file or folder); one the content needs belongs in it, with paths to it from there`;
  return error;
}

/**
 * Whether `value` is a `file:` URL, which Node's `fs` takes for a path: an ES module config names its
 * files so, `new URL('../package.json', import.meta.url)`. Told by its shape, as the config's context
 * may have a `URL` class of its own.
 */
function isFileUrl(value: unknown): value is { href: string } {
  if (typeof value !== "object" || value === null) return false;
  const { protocol, href } = value as { protocol?: unknown; href?: unknown };
  return protocol === "file:" && typeof href === "string";
}

/** `path` whose `resolve` (and what uses it, `relative`) starts from `root` instead of the process's directory. */
function rootedPath(root: string): typeof path {
  return { ...path, resolve: (...segments: string[]) => path.resolve(root, ...segments), relative: (from: string, to: string) => path.relative(path.resolve(root, from), path.resolve(root, to)) };
}

/** The functions of `child_process` that start a command, each taking its options after its arguments' list, if any. */
const COMMAND_RUNNERS = new Set(["exec", "execSync", "execFile", "execFileSync", "spawn", "spawnSync", "fork"]);

/** A command's arguments with its working directory in `root`: a `cwd` it names is read from there, no `cwd` is `root`. */
function runInRoot(args: unknown[], root: string): unknown[] {
  const at = Array.isArray(args[1]) ? 2 : 1;
  const given = args[at];
  if (given !== null && typeof given === "object") {
    const { cwd } = given as { cwd?: unknown };
    return [...args.slice(0, at), { ...given, cwd: typeof cwd === "string" ? path.resolve(root, cwd) : (cwd ?? root) }, ...args.slice(at + 1)];
  }
  // No options: they go before the callback, if any (`exec(command, callback)`).
  return [...args.slice(0, at), { cwd: root }, ...args.slice(given === undefined ? at + 1 : at)];
}

/** `child_process` whose commands run in `root` unless they say where. */
function rootedChildProcess(root: string): typeof childProcess {
  return new Proxy(childProcess, {
    get(target, name) {
      const value = Reflect.get(target, name);
      if (typeof name !== "string" || !COMMAND_RUNNERS.has(name) || typeof value !== "function") return value;
      return (...args: unknown[]) => (value as (...callArgs: unknown[]) => unknown).apply(target, runInRoot(args, root));
    },
  });
}

/**
 * The built-in module `id` as content code run from `root` sees it, when it differs from Node's own; else
 * undefined. With `outside`, `fs.readFileSync` of a file out of `root` gives what it returns.
 */
export function rootedBuiltin(id: string, root: string, outside?: OutsideRead): unknown {
  const name = id.replace(/^node:/, "");
  if (name === "fs") return rootedFs(fs, root, outside);
  if (name === "fs/promises") return rootedFs(fs.promises, root);
  if (name === "path") return rootedPath(root);
  if (name === "child_process") return rootedChildProcess(root);
  return undefined;
}
