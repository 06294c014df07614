import { describe, expect, it } from "vitest";
import { htmlToText, readPosting } from "./posting-reader.ts";

const page = (jsonLd: unknown[], body = "") =>
  `<html><head>${jsonLd
    .map(
      (block) =>
        `<script type="application/ld+json">${typeof block === "string" ? block : JSON.stringify(block)}</script>`,
    )
    .join("")}</head><body>${body}</body></html>`;

describe("readPosting", () => {
  it("takes the JobPosting past a broken block, with @type as a list, several places and an hourly rate", () => {
    const posting = readPosting(
      page([
        "{ not json",
        {
          "@type": ["JobPosting", "Thing"],
          title: "Staff Nurse &ndash; Nights",
          hiringOrganization: "St Mary&#39;s Hospital",
          jobLocation: [
            { "@type": "Place", address: { addressLocality: "Leeds", addressCountry: { name: "United Kingdom" } } },
            { "@type": "Place", address: "York" },
          ],
          baseSalary: { "@type": "MonetaryAmount", currency: "GBP", value: { value: 21.5, unitText: "HOUR" } },
          description:
            "&lt;p&gt;Care for patients on a 30-bed ward.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;NMC registration&lt;/li&gt;&lt;/ul&gt;",
        },
      ]),
      "https://jobs.example.org/1",
    );
    expect(posting).toEqual({
      jobTitle: "Staff Nurse – Nights",
      company: "St Mary's Hospital",
      location: "Leeds, United Kingdom; York",
      salary: "GBP 21.5 an hour",
      postingText: "Care for patients on a 30-bed ward.\n- NMC registration",
      postingUrl: "https://jobs.example.org/1",
      source: "json-ld",
    });
  });

  it("reads the page's heading and main text when no block is a JobPosting", () => {
    const posting = readPosting(
      page(
        [{ "@type": "Organization", name: "Globex" }],
        `<header><a href="/">Careers home</a></header><main><h1>Mathematics Teacher</h1>
        <p>Teach mathematics to students aged 11 to 16 across Key Stage 3 and 4, plan lessons with the department and
        track each student's progress through the year with the school's assessment tools.</p>
        <p>Qualified teacher status and a degree in mathematics or a related subject are required for this role.</p></main>`,
      ),
      "https://school.example.org/jobs/7",
    );
    expect(posting).toMatchObject({ jobTitle: "Mathematics Teacher", source: "page-text", location: "", salary: "" });
    expect(posting.postingText).toContain("Qualified teacher status");
    expect(posting.postingText).not.toContain("Careers home");
  });

  it("says so when a page holds no posting", () => {
    expect(() => readPosting("<html><body></body></html>", "https://example.org/")).toThrow(
      "No job posting could be read from that page. Paste its text instead.",
    );
  });
});

describe("htmlToText", () => {
  it("puts blocks and list items on lines of their own and leaves scripts out", () => {
    expect(
      htmlToText(
        "<h2>About</h2><p>We build <b>tools</b>.<br>Remote.</p><script>x()</script><ol><li>One</li><li>Two</li></ol>",
      ),
    ).toBe("About\nWe build tools.\nRemote.\n- One\n- Two");
  });
});
