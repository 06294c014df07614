// Mixed-traffic load against a real server: N users sign up and sign in once, then each loops for T seconds
// through what a job seeker does (upload a real PDF, analyse it, match it to a posting, list their resumes,
// read their activity) while a probe times /api/health. Prints requests/s, p50/p95/p99 per route, errors by
// status, the health probe's p99 and the server's RSS (idle before the load, peak during it).
//
// Usage (from the repository root):
//   node apps/server/scripts/load.ts [--users 20] [--seconds 30] [--database pglite|postgres]
//   node apps/server/scripts/load.ts --url http://127.0.0.1:3000 --pid <server pid>
//   node apps/server/scripts/load.ts --users 4 --seconds 40 --scanned    (every upload a scan, read by OCR)
// Without --url it starts its own server (rate limits lifted) on a fresh DATA_DIR, or on --data-dir kept
// from an earlier run (to see the idle RSS of a server restarted on a filled database); --database postgres
// takes DATABASE_URL from the environment.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { percentile } from "../../../packages/engine/scripts/bench-support.ts";
import { scannedCopy } from "../../../packages/engine/scripts/scanned.ts";
import { SERVER_NODE_FLAGS } from "../node-flags.mjs";

const { values: args } = parseArgs({
  options: {
    users: { type: "string", default: "20" },
    seconds: { type: "string", default: "30" },
    database: { type: "string", default: "pglite" },
    url: { type: "string" },
    pid: { type: "string" },
    port: { type: "string", default: "3377" },
    "data-dir": { type: "string" },
    scanned: { type: "boolean", default: false },
  },
});
const users = Number(args.users);
const seconds = Number(args.seconds);

const CORPUS = join(import.meta.dirname, "../../../packages/engine/test/corpus");
/** Real resumes as users upload them: every PDF family of the corpus, one person each, round-robin. */
const pdfs = readdirSync(CORPUS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((family) =>
    readdirSync(join(CORPUS, family.name))
      .filter((file) => file.endsWith(".pdf"))
      .slice(0, 3)
      .map((file) => ({ name: file, bytes: readFileSync(join(CORPUS, family.name, file)) })),
  );

const POSTING = `Senior Software Engineer, Payments Platform
We are a fast-growing fintech company helping small businesses get paid on time. Our payments platform moves
billions of dollars a year and we are looking for a senior engineer to help us scale it.

What you will do
- Design, build and operate services in TypeScript and Node.js that process card and bank payments.
- Own PostgreSQL schemas and queries for high-volume ledgers; tune indexes and migrations safely.
- Build event-driven pipelines with Kafka and deploy them on Kubernetes in AWS.
- Work with product managers and designers to ship features customers notice.
- Mentor engineers through code review, pairing and design documents.

Requirements
- 5+ years of professional software development experience.
- Strong experience with TypeScript, Node.js and React.
- Experience with PostgreSQL, Redis and REST API design.
- Experience with Docker, Kubernetes and CI/CD pipelines (GitHub Actions or similar).
- Bachelor's degree in Computer Science or a related field, or equivalent experience.

Nice to have
- Experience with payments, PCI DSS or financial ledgers.
- Go or Python.
- Terraform and observability tools such as Datadog or Prometheus.

Benefits
Competitive salary, equity, health insurance, 25 days of paid leave and a learning budget. We are an equal
opportunity employer and welcome applicants from every background.`;

// ---------------------------------------------------------------------------------------------- server

let server: ChildProcess | undefined;
let dataDir: string | undefined;
let baseUrl = args.url ?? `http://127.0.0.1:${args.port}`;
let serverPid = args.pid ? Number(args.pid) : undefined;

async function startServer(): Promise<void> {
  if (!args["data-dir"]) dataDir = mkdtempSync(join(tmpdir(), "hireable-load-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: args.port,
    HOST: "127.0.0.1",
    DATA_DIR: args["data-dir"] ?? dataDir,
    LOG_LEVEL: "warn",
    // Each user comes from an address of its own (X-Forwarded-For), as real users do.
    TRUST_PROXY: "true",
    LOGIN_RATE_LIMIT: "100000",
    UPLOAD_RATE_LIMIT: "100000",
  };
  if (args.database === "pglite") delete env.DATABASE_URL;
  else if (!env.DATABASE_URL) throw new Error("--database postgres needs DATABASE_URL in the environment");
  server = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(import.meta.dirname, "../src/server.ts")], {
    env,
    stdio: "inherit",
  });
  serverPid = server.pid;
  baseUrl = `http://127.0.0.1:${args.port}`;
  for (let attempt = 0; attempt < 200; attempt++) {
    const up = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not answer /api/health within 20 s");
}

function rssMb(): number | undefined {
  if (!serverPid) return undefined;
  try {
    const status = readFileSync(`/proc/${serverPid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------- traffic

const latencies = new Map<string, number[]>();
const errors = new Map<string, number>();
let requests = 0;
let succeeded = 0;

/** One timed request; a status other than the expected one is counted as an error of its route. */
async function timed(route: string, expected: number, url: string, init: RequestInit = {}): Promise<unknown> {
  const started = performance.now();
  let status = 0;
  try {
    const response = await fetch(`${baseUrl}${url}`, init);
    status = response.status;
    const body = await response.json();
    if (status !== expected) throw new Error(`${route}: ${status}`);
    succeeded++;
    return body;
  } catch (error) {
    const key = `${route} ${status || "network"}`;
    errors.set(key, (errors.get(key) ?? 0) + 1);
    throw error;
  } finally {
    requests++;
    const list = latencies.get(route) ?? [];
    list.push(performance.now() - started);
    latencies.set(route, list);
  }
}

const addressOf = (index: number) => `10.0.${Math.floor(index / 250)}.${(index % 250) + 1}`;

async function signIn(index: number): Promise<string> {
  const email = `load-${Date.now()}-${index}@example.com`;
  const password = "load-test-password-1";
  const credentials = {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": addressOf(index) },
  };
  await timed("POST /api/auth/signup", 201, "/api/auth/signup", {
    ...credentials,
    body: JSON.stringify({ email, password, displayName: `Load User ${index}` }),
  });
  const login = (await timed("POST /api/auth/login", 200, "/api/auth/login", {
    ...credentials,
    body: JSON.stringify({ email, password }),
  })) as { token: string };
  return login.token;
}

async function userSession(index: number, token: string, until: number): Promise<void> {
  const auth = { authorization: `Bearer ${token}`, "x-forwarded-for": addressOf(index) };
  for (let round = 0; performance.now() < until; round++) {
    try {
      const pdf = uploads[(index + round * users) % uploads.length]!;
      const form = new FormData();
      form.append("resumeFile", new Blob([pdf.bytes], { type: "application/pdf" }), pdf.name);
      const { resumeId } = (await timed("POST /api/resumes/upload", 201, "/api/resumes/upload", {
        method: "POST",
        headers: auth,
        body: form,
      })) as { resumeId: string };
      await timed("POST /api/resumes/:id/analyze", 200, `/api/resumes/${resumeId}/analyze`, {
        method: "POST",
        headers: auth,
      });
      await timed("POST /api/match/resume-job", 200, "/api/match/resume-job", {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ resumeId, jobDescription: POSTING }),
      });
      await timed("GET /api/resumes", 200, "/api/resumes", { headers: auth });
      await timed("GET /api/activity/recent", 200, "/api/activity/recent", { headers: auth });
    } catch {
      // Counted by timed(). A user told the server is busy (503) tries again a moment later, as the message
      // asks, with the next upload.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

async function healthProbe(until: number): Promise<number[]> {
  const times: number[] = [];
  while (performance.now() < until) {
    const started = performance.now();
    await fetch(`${baseUrl}/api/health`).then((response) => response.json());
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return times;
}

// ---------------------------------------------------------------------------------------------- run

/** --scanned: every upload a scanned copy (scripts/scanned.ts, 150 dpi grey) of one of eight corpus PDFs, read by OCR. */
const uploads = args.scanned
  ? await Promise.all(
      pdfs
        .slice(0, 8)
        .map(async (pdf) => ({ ...pdf, bytes: await scannedCopy(new Uint8Array(pdf.bytes), { dpi: 150 }) })),
    )
  : pdfs;

const fmt = (ms: number) => `${Math.round(ms)} ms`;

try {
  if (!args.url) await startServer();
  await new Promise((resolve) => setTimeout(resolve, 3000)); // let start-up garbage be collected
  const idleRss = rssMb();
  const tokens = await Promise.all(Array.from({ length: users }, (_, i) => signIn(i)));
  latencies.clear();
  requests = 0;
  succeeded = 0;
  let peakRss = idleRss ?? 0;
  const rssTimer = setInterval(() => {
    peakRss = Math.max(peakRss, rssMb() ?? 0);
  }, 250);
  const started = performance.now();
  const until = started + seconds * 1000;
  const [probes] = await Promise.all([healthProbe(until), ...tokens.map((token, i) => userSession(i, token, until))]);
  const elapsed = (performance.now() - started) / 1000;
  clearInterval(rssTimer);
  const health = probes.sort((a, b) => a - b);
  const { database } = (await fetch(`${baseUrl}/api/health`).then((r) => r.json())) as { database: string };
  console.log(`\n${database}: ${users} users, ${seconds} s, ${pdfs.length} corpus PDFs, server ${baseUrl}`);
  console.log(
    `requests/s: ${(requests / elapsed).toFixed(1)} (${requests} requests, ${(succeeded / elapsed).toFixed(1)}/s answered as expected)`,
  );
  console.log("| route | requests | p50 | p95 | p99 |\n|---|---|---|---|---|");
  for (const [route, list] of [...latencies].sort()) {
    const sorted = list.sort((a, b) => a - b);
    console.log(
      `| ${route} | ${sorted.length} | ${fmt(percentile(sorted, 50))} | ${fmt(percentile(sorted, 95))} | ${fmt(percentile(sorted, 99))} |`,
    );
  }
  console.log(
    `/api/health during load: p50 ${fmt(percentile(health, 50))}, p99 ${fmt(percentile(health, 99))} (${health.length} probes)`,
  );
  console.log(`errors: ${errors.size === 0 ? "none" : [...errors].map(([k, n]) => `${k} x${n}`).join(", ")}`);
  if (serverPid) console.log(`server RSS: idle ${idleRss} MB, peak under load ${peakRss} MB, after ${rssMb()} MB`);
} finally {
  server?.kill("SIGTERM");
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
