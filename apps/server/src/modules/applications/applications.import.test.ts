// POST /api/applications/import against pages served on the loopback: the test's page server is the one host
// the allow-list names, so every other loopback address must be refused.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUpAndLogin, startTestApp, type TestApp } from "../../../test/test-app.ts";

const JSON_LD_PAGE = `<!doctype html><html><head><title>Careers</title>
<script type="application/ld+json">${JSON.stringify({
  "@context": "https://schema.org",
  "@graph": [
    { "@type": "Organization", name: "Globex Careers" },
    {
      "@type": "JobPosting",
      title: "Senior Frontend Engineer",
      hiringOrganization: { "@type": "Organization", name: "Globex &amp; Sons" },
      jobLocation: { "@type": "Place", address: { addressLocality: "Lisbon", addressCountry: "PT" } },
      jobLocationType: "TELECOMMUTE",
      baseSalary: { currency: "EUR", value: { minValue: 70000, maxValue: 85000, unitText: "YEAR" } },
      description: "<p>Build our design system.</p><ul><li>React and TypeScript</li><li>WCAG 2.1 AA</li></ul>",
    },
  ],
})}</script></head><body><p>Apply now</p></body></html>`;

const PLAIN_PAGE = `<!doctype html><html><head><title>Data Analyst | Initech Jobs</title>
<meta property="og:site_name" content="Initech"></head><body>
<nav><a href="/">Home</a> <a href="/jobs">Jobs</a></nav>
<article><h1>Data Analyst</h1>
<p>Initech is looking for a data analyst to join the finance analytics team in Austin, Texas. You will own the
monthly reporting pipeline and partner with controllers on forecasting models used across the business.</p>
<h2>Requirements</h2><ul><li>3+ years of SQL and Python</li><li>Experience with Tableau or Power BI dashboards</li>
<li>A degree in statistics, economics or a related field</li></ul>
<p>We offer a hybrid schedule, a learning budget and a team that reviews each other's work with care.</p></article>
<footer>© Initech</footer></body></html>`;

let pages: Server;
let pagesUrl: string;
let t: TestApp;
let token: string;

beforeAll(async () => {
  pages = createServer((request, response) => {
    const route = request.url ?? "/";
    if (route === "/json-ld") return response.writeHead(200, { "content-type": "text/html" }).end(JSON_LD_PAGE);
    if (route === "/plain")
      return response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(PLAIN_PAGE);
    if (route === "/moved") return response.writeHead(301, { location: "/json-ld" }).end();
    if (route === "/to-refused")
      return response.writeHead(302, { location: `http://localhost:${request.socket.localPort}/json-ld` }).end();
    if (route === "/loop") return response.writeHead(302, { location: "/loop" }).end();
    if (route === "/huge")
      return response.writeHead(200, { "content-type": "text/html" }).end(`<p>${"x".repeat(2 * 1024 * 1024)}</p>`);
    if (route === "/pdf") return response.writeHead(200, { "content-type": "application/pdf" }).end("%PDF-1.7");
    if (route === "/gone") return response.writeHead(404, { "content-type": "text/html" }).end("<p>Not here</p>");
    response.writeHead(200, { "content-type": "text/html" }).end("<html><body></body></html>");
  });
  await new Promise<void>((resolve) => pages.listen(0, "127.0.0.1", resolve));
  const { port } = pages.address() as AddressInfo;
  pagesUrl = `http://127.0.0.1:${port}`;
  t = await startTestApp({ POSTING_IMPORT_ALLOWED_HOSTS: `127.0.0.1:${port}` });
  ({ token } = await signUpAndLogin(t.baseUrl));
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => pages.close(resolve));
});

const importing = (url: string) => call(t.baseUrl, "POST", "/api/applications/import", { token, body: { url } });

describe("importing a posting from its URL", () => {
  it("reads a page's schema.org JobPosting: title, employer, place, salary and the description's lines", async () => {
    const res = await importing(`${pagesUrl}/json-ld`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      jobTitle: "Senior Frontend Engineer",
      company: "Globex & Sons",
      location: "Lisbon, PT; Remote",
      salary: "EUR 70,000–85,000 a year",
      postingText: "Build our design system.\n- React and TypeScript\n- WCAG 2.1 AA",
      postingUrl: `${pagesUrl}/json-ld`,
      source: "json-ld",
    });
  });

  it("reads a page without JSON-LD from its main text, leaving the navigation out", async () => {
    const res = await importing(`${pagesUrl}/plain`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ jobTitle: "Data Analyst", company: "Initech", source: "page-text" });
    expect(res.body.postingText).toContain("- 3+ years of SQL and Python");
    expect(res.body.postingText).toContain("Requirements");
    expect(res.body.postingText).not.toContain("Home");
  });

  it("follows a redirect within the allowed host", async () => {
    const res = await importing(`${pagesUrl}/moved`);
    expect(res.status).toBe(200);
    expect(res.body.postingUrl).toBe(`${pagesUrl}/json-ld`);
  });

  it("refuses addresses this server must not fetch, each with its reason", async () => {
    const { port } = pages.address() as AddressInfo;
    const cases: Array<[string, number, RegExp]> = [
      ["file:///etc/passwd", 400, /Only http and https addresses can be imported \(this one is file\)/],
      ["ftp://127.0.0.1/posting.html", 400, /Only http and https/],
      [`http://127.0.0.2:${port}/json-ld`, 400, /127\.0\.0\.2 points to a private, local or reserved network/],
      [`http://localhost:${port}/json-ld`, 400, /localhost points to a private, local or reserved network/],
      [`http://[::1]:${port}/json-ld`, 400, /::1 points to a private/],
      [`http://[::ffff:127.0.0.1]:${port}/json-ld`, 400, /::ffff:7f00:1 points to a private/],
      [`${pagesUrl}/to-refused`, 400, /localhost points to a private/],
      [`${pagesUrl}/loop`, 422, /redirected more than 3 times/],
      [`${pagesUrl}/huge`, 422, /larger than 2 MB/],
      [`${pagesUrl}/pdf`, 422, /not a web page \(it answered application\/pdf\)/],
      [`${pagesUrl}/gone`, 422, /answered with status 404/],
      [`${pagesUrl}/empty`, 422, /No job posting could be read from that page/],
      ["not a url", 400, /not a web address/],
    ];
    for (const [url, status, message] of cases) {
      const res = await importing(url);
      expect(res.status, url).toBe(status);
      expect(res.body.message, url).toMatch(message);
    }
  });

  it("asks for an address and a signed-in user", async () => {
    const empty = await call(t.baseUrl, "POST", "/api/applications/import", { token, body: { url: " " } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Invalid request: url must not be empty.");
    expect((await call(t.baseUrl, "POST", "/api/applications/import", { body: { url: pagesUrl } })).status).toBe(401);
  });
});
