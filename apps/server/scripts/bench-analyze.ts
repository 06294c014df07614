// Upload + analyse latency against a running server, at concurrency 1 and 8, with /api/health latency
// measured during the load (to show parsing does not block the event loop).
// Usage: start the server with a high upload limit, e.g.
//   UPLOAD_RATE_LIMIT=100000 DATA_DIR=/tmp/bench PORT=3200 node apps/server/src/server.ts
// then: node apps/server/scripts/bench-analyze.ts [baseUrl=http://127.0.0.1:3200] [requests=80]
import { percentile } from "../../../packages/engine/scripts/bench-support.ts";
import { buildPdf, oneColumnResumeLines } from "../../../packages/engine/test/fixtures.ts";

const baseUrl = process.argv[2] ?? "http://127.0.0.1:3200";
const total = Number(process.argv[3] ?? 80);
const pdf = await buildPdf([oneColumnResumeLines(), oneColumnResumeLines()]);

async function uploadAndAnalyze(): Promise<number> {
  const started = performance.now();
  const form = new FormData();
  form.append("resumeFile", new Blob([pdf]), "bench.pdf");
  const uploaded = await fetch(`${baseUrl}/api/resumes/upload`, { method: "POST", body: form });
  if (uploaded.status !== 201) throw new Error(`upload ${uploaded.status}: ${await uploaded.text()}`);
  const { resumeId } = (await uploaded.json()) as { resumeId: string };
  const analyzed = await fetch(`${baseUrl}/api/resumes/${resumeId}/analyze`, { method: "POST" });
  if (analyzed.status !== 200) throw new Error(`analyze ${analyzed.status}`);
  await analyzed.json();
  return performance.now() - started;
}

async function run(concurrency: number) {
  const latencies: number[] = [];
  const health: number[] = [];
  let done = false;
  const healthLoop = (async () => {
    while (!done) {
      const started = performance.now();
      await fetch(`${baseUrl}/api/health`).then((r) => r.json());
      health.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  let issued = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (issued < total) {
        issued++;
        latencies.push(await uploadAndAnalyze());
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  done = true;
  await healthLoop;
  latencies.sort((a, b) => a - b);
  health.sort((a, b) => a - b);
  console.log(
    `concurrency ${String(concurrency).padStart(2)}: upload+analyse p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, ` +
      `${(latencies.length / seconds).toFixed(1)} analyses/s; /api/health during load p50 ${percentile(health, 50).toFixed(1)} ms, p95 ${percentile(health, 95).toFixed(1)} ms`,
  );
}

await uploadAndAnalyze(); // warm-up: workers load pdf.js
await run(1);
await run(8);
