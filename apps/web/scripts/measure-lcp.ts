// Largest Contentful Paint of the landing page against a running server, cold cache each time, as is and
// on a throttled profile (4x slower CPU, 1.6 Mbps / 150 ms network: a mid-range phone on a slow mobile link).
// Usage: node apps/web/scripts/measure-lcp.ts [url=http://127.0.0.1:3000/] [runs=5]
// Chromium: CHROMIUM_PATH, else /usr/bin/chromium (npm test installs Debian's package).
import { chromium } from "@playwright/test";

const url = process.argv[2] ?? "http://127.0.0.1:3000/";
const runs = Number(process.argv[3] ?? 5);

interface Sample {
  lcp: number;
  fcp: number;
  scripts: number;
  scriptBytes: number;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
});

async function sample(throttled: boolean): Promise<Sample> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (throttled) {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
  }
  await page.goto(url, { waitUntil: "load" });
  const result = await page.evaluate(
    () =>
      new Promise<Sample>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const lcp = entries[entries.length - 1]?.startTime ?? 0;
          const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
          const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter(
            (entry) => entry.initiatorType === "script" || entry.name.endsWith(".js"),
          );
          resolve({
            lcp,
            fcp,
            scripts: scripts.length,
            scriptBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
          });
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
  await context.close();
  return result;
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

for (const throttled of [false, true]) {
  const samples: Sample[] = [];
  for (let i = 0; i < runs; i++) samples.push(await sample(throttled));
  const first = samples[0]!;
  console.log(
    `${throttled ? "throttled (4x CPU, 1.6 Mbps, 150 ms)" : "localhost"}: LCP p50 ${Math.round(median(samples.map((s) => s.lcp)))} ms, ` +
      `FCP p50 ${Math.round(median(samples.map((s) => s.fcp)))} ms; ${first.scripts} scripts, ${(first.scriptBytes / 1000).toFixed(1)} kB as sent`,
  );
}
await browser.close();
