// A Markdown file cut into the parts preprocessing treats differently: frontmatter, fenced code and
// ESM (`import`/`export` blocks) pass through untouched; only prose is rewritten.

export interface Segment {
  kind: "frontmatter" | "code" | "esm" | "prose";
  /** 1-based line of the segment's first line in the file. */
  firstLine: number;
  lines: string[];
}

const FENCE = /^\s*(`{3,}|~{3,})/;
const ESM_START = /^(import|export)[\s{*]/;

/** Splits the file into segments, in order; joined with "\n" they give back the file. */
export function segmentsOf(source: string): Segment[] {
  const lines = source.split("\n");
  const segments: Segment[] = [];
  const add = (kind: Segment["kind"], index: number, line: string) => {
    const last = segments.at(-1);
    if (last?.kind === kind && kind !== "code") last.lines.push(line);
    else segments.push({ kind, firstLine: index + 1, lines: [line] });
  };

  let index = 0;
  if (lines[0]?.trim() === "---") {
    const end = lines.findIndex((line, i) => i > 0 && line.trim() === "---");
    if (end !== -1) {
      for (; index <= end; index++) add("frontmatter", index, lines[index]);
    }
  }
  let fence: string | undefined;
  let inEsm = false;
  for (; index < lines.length; index++) {
    const line = lines[index];
    const marker = FENCE.exec(line)?.[1];
    if (fence) {
      segments.at(-1)!.lines.push(line);
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
      continue;
    }
    if (marker) {
      fence = marker;
      segments.push({ kind: "code", firstLine: index + 1, lines: [line] });
      continue;
    }
    const previousBlank = index === 0 || !lines[index - 1].trim() || segments.at(-1)?.kind === "frontmatter";
    inEsm = line.trim() !== "" && (inEsm || (previousBlank && ESM_START.test(line)));
    add(inEsm ? "esm" : "prose", index, line);
  }
  return segments;
}

/** The names an ESM block binds: default, named and namespace imports; exported declarations. */
export function declaredNames(esm: string): string[] {
  const names: string[] = [];
  for (const [, clause] of esm.matchAll(/import\s+([^'";]+?)\s+from\s/g)) {
    const [defaultName] = /^[\w$]+/.exec(clause) ?? [];
    if (defaultName) names.push(defaultName);
    const namespace = /\*\s*as\s+([\w$]+)/.exec(clause)?.[1];
    if (namespace) names.push(namespace);
    for (const specifier of /\{([^}]*)\}/.exec(clause)?.[1].split(",") ?? []) {
      const local = specifier.trim().split(/\s+as\s+/).pop();
      if (local) names.push(local);
    }
  }
  for (const [, name] of esm.matchAll(/export\s+(?:default\s+)?(?:async\s+)?(?:const|let|var|function\*?|class)\s+([\w$]+)/g)) names.push(name);
  return names;
}
