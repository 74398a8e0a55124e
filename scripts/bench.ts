// `npm run bench`: performance of the production build. What it measures: docs/BENCHMARK.md.
import { runBench } from "./bench/run";

process.exitCode = await runBench();
