// The guard's decisions with a stub resolver: names that resolve to private or link-local addresses are
// refused before any connection, and the connection goes to the address checked, never to a second lookup.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchPage, pageFetchPolicy, type Resolver } from "./page-fetch.ts";

const STUB_ADDRESSES: Record<string, string[]> = {
  "intranet.jobs.test": ["10.0.0.8"],
  "metadata.jobs.test": ["169.254.169.254"],
  "v6-private.jobs.test": ["fd00::5"],
  "v6-link-local.jobs.test": ["fe80::1"],
  "mixed.jobs.test": ["93.184.216.34", "192.168.1.20"],
  "careers.jobs.test": ["127.0.0.1"],
};
const resolved: string[] = [];
const stubResolver: Resolver = async (hostname) => {
  resolved.push(hostname);
  const addresses = STUB_ADDRESSES[hostname];
  if (!addresses) throw new Error("ENOTFOUND");
  return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
};

let pages: Server;
let port: number;
beforeAll(async () => {
  pages = createServer((request, response) => {
    if (request.url === "/slow") return void setTimeout(() => response.end("<p>late</p>"), 2_000);
    response.writeHead(200, { "content-type": "text/html" }).end(`<p>Host header: ${request.headers.host}</p>`);
  });
  await new Promise<void>((resolve) => pages.listen(0, "127.0.0.1", resolve));
  port = (pages.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => pages.close(resolve)));

describe("fetchPage", () => {
  it.each([
    ["intranet.jobs.test", "private"],
    ["metadata.jobs.test", "link-local"],
    ["v6-private.jobs.test", "IPv6 unique local"],
    ["v6-link-local.jobs.test", "IPv6 link-local"],
    ["mixed.jobs.test", "one public and one private address"],
  ])("refuses %s (%s) without connecting", async (host) => {
    const attempt = fetchPage(`http://${host}:${port}/`, pageFetchPolicy([], stubResolver));
    await expect(attempt).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining(`${host} points to a private, local or reserved network address`),
    });
  });

  it("connects to the address it checked, with the page's own host name", async () => {
    resolved.length = 0;
    const page = await fetchPage(
      `http://careers.jobs.test:${port}/`,
      pageFetchPolicy([`careers.jobs.test:${port}`], stubResolver),
    );
    expect(page.html).toContain(`Host header: careers.jobs.test:${port}`);
    expect(resolved).toEqual(["careers.jobs.test"]);
  });

  it("says when a host cannot be found, and when a page is too slow", async () => {
    await expect(fetchPage("http://nowhere.jobs.test/", pageFetchPolicy([], stubResolver))).rejects.toMatchObject({
      status: 422,
      message: "The host nowhere.jobs.test could not be found.",
    });
    const impatient = { ...pageFetchPolicy([`127.0.0.1:${port}`], stubResolver), timeoutMs: 300 };
    await expect(fetchPage(`http://127.0.0.1:${port}/slow`, impatient)).rejects.toMatchObject({
      status: 422,
      message: "The page did not answer within 0.3 seconds.",
    });
  });
});
