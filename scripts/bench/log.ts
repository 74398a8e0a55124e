// Progress lines, prefixed with the time since the bench started.
const startedAt = performance.now();

export function progress(message: string): void {
  const elapsed = ((performance.now() - startedAt) / 1000).toFixed(1).padStart(6);
  console.log(`[${elapsed}s] ${message}`);
}
