import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { buildPdf, oneColumnResumeLines } from "../packages/engine/test/fixtures.ts";
import { uploadResumeViaApi } from "./support/api.ts";
import { POSTING_PAGES_PORT } from "./support/servers.ts";
import { signInAsNewUser } from "./support/users.ts";

const POSTING = `Senior Backend Engineer
Requirements
- 5+ years of experience building backend services with Go.
- Go and PostgreSQL in production.
- Experience with Kubernetes and Terraform.`;

const JOB_PAGE = `<!doctype html><html><head><title>Platform Engineer</title>
<script type="application/ld+json">${JSON.stringify({
  "@context": "https://schema.org",
  "@type": "JobPosting",
  title: "Platform Engineer",
  hiringOrganization: { "@type": "Organization", name: "Umbrella Systems" },
  jobLocation: { "@type": "Place", address: { addressLocality: "Porto", addressCountry: "Portugal" } },
  description: "<p>Run our Kubernetes platform.</p><ul><li>Terraform</li><li>Go</li></ul>",
})}</script></head><body><h1>Platform Engineer</h1></body></html>`;

/** Drags a card by its handle onto a column with the mouse, in small steps as a hand would. */
async function dragTo(page: Page, handle: Locator, column: Locator) {
  await handle.hover();
  const from = (await handle.boundingBox())!;
  const to = (await column.boundingBox())!;
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 20 });
  await expect(column).toHaveClass(/border-brand-500/); // the column shows the card is over it
  await page.mouse.up();
}

test("track an application: save from a match, move it by drag and by keyboard, set an interview, see it on the dashboard and in the CSV", async ({
  page,
}) => {
  const pages = createServer((_request, response) =>
    response.writeHead(200, { "content-type": "text/html" }).end(JOB_PAGE),
  );
  await new Promise<void>((resolve) => pages.listen(POSTING_PAGES_PORT, "127.0.0.1", resolve));
  try {
    await signInAsNewUser(page);

    // Match a resume to a posting, then save it as an application.
    await page.goto("/dashboard/job-match");
    const pdf = Buffer.from(await buildPdf([oneColumnResumeLines()]));
    await page.getByLabel("Resume file").setInputFiles({ name: "maria.pdf", mimeType: "application/pdf", buffer: pdf });
    await page.getByLabel("Job Description").fill(POSTING);
    await page.getByRole("button", { name: "Analyze Match" }).click();
    // (The upload is parsed on the server first: on a loaded 2-core machine that ran past the 10 s default twice.)
    await expect(page.getByTestId("match-results")).toBeVisible({ timeout: 30_000 });
    await page.getByRole("button", { name: "Save as application" }).click();
    await expect(page).toHaveURL(/\/dashboard\/applications\/[\w-]+$/);
    await expect(page.getByLabel("Job posting")).toHaveValue(POSTING);
    await expect(page.getByTestId("application-match")).toContainText(/Score \d+ of 100/);
    await expect(page.getByTestId("application-match")).toContainText("Terraform");
    await page.getByLabel("Company").fill("Globex");
    await page.getByLabel("Job title").fill("Senior Backend Engineer");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Application saved.")).toBeVisible();

    // A second one, imported from its posting's address; a refused address says why.
    await page.goto("/dashboard/applications/new");
    await page.getByLabel("Posting URL").first().fill("http://127.0.0.1:9/internal");
    await page.getByRole("button", { name: "Import" }).click();
    await expect(page.getByRole("alert")).toContainText("points to a private, local or reserved network address");
    await page.getByLabel("Posting URL").first().fill(`http://127.0.0.1:${POSTING_PAGES_PORT}/jobs/platform`);
    await page.getByRole("button", { name: "Import" }).click();
    await expect(page.getByLabel("Job title")).toHaveValue("Platform Engineer");
    await expect(page.getByLabel("Company")).toHaveValue("Umbrella Systems");
    await expect(page.getByLabel("Location")).toHaveValue("Porto, Portugal");
    await expect(page.getByLabel("Job posting")).toHaveValue("Run our Kubernetes platform.\n- Terraform\n- Go");
    await page.getByRole("button", { name: "Save application" }).click();
    await expect(page.getByText("Application added.")).toBeVisible();

    // Both are in Saved; one moves to Applied by drag, the other by keyboard.
    await page.getByTestId("dashboard-sidebar").getByRole("link", { name: "Applications" }).click();
    const saved = page.getByTestId("column-saved");
    const applied = page.getByTestId("column-applied");
    await expect(saved.getByTestId("application-card")).toHaveCount(2);
    await dragTo(page, saved.getByRole("button", { name: "Move Senior Backend Engineer at Globex" }), applied);
    await expect(applied.getByText("Senior Backend Engineer")).toBeVisible();
    await expect(page.getByText("Moved to Applied")).toBeVisible();

    const handle = saved.getByRole("button", { name: "Move Platform Engineer at Umbrella Systems" });
    await handle.focus();
    await page.keyboard.press("Space");
    await expect(handle).toHaveAttribute("aria-pressed", "true"); // picked up
    // (dnd-kit's keyboard sensor starts listening for the arrow keys in a timer it sets at the pick-up: a timer set
    // now in the page runs after it, so the arrow key is not pressed before anyone listens.)
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await page.keyboard.press("ArrowRight");
    await expect(applied).toHaveClass(/border-brand-500/); // over Applied
    await page.keyboard.press("Space");
    await expect(applied.getByTestId("application-card")).toHaveCount(2);
    await expect(saved.getByTestId("application-card")).toHaveCount(0);

    // The list view shows the same, and survives a reload.
    await page.reload();
    await page.getByRole("tab", { name: "List" }).click();
    await expect(page.getByLabel("Status of Senior Backend Engineer")).toHaveValue("applied");
    await expect(page.getByLabel("Status of Platform Engineer")).toHaveValue("applied");

    // An interview is set for the first.
    await page.getByRole("link", { name: "Senior Backend Engineer" }).click();
    await expect(page.getByRole("heading", { name: "Senior Backend Engineer at Globex" })).toBeVisible();
    await page.getByLabel("Status", { exact: true }).selectOption("interviewing");
    await page.getByLabel("Next step", { exact: true }).fill("Technical interview");
    const inThreeDays = new Date(Date.now() + 3 * 24 * 3600_000);
    const local = `${inThreeDays.toISOString().slice(0, 10)}T14:30`;
    await page.getByLabel("Next step date and time").fill(local);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Application saved.")).toBeVisible();
    const history = page.getByTestId("application-history");
    await expect(history).toContainText("Moved to Interviewing");
    await expect(history).toContainText("Moved to Applied");

    // The dashboard lists it as coming up.
    await page.getByTestId("dashboard-sidebar").getByRole("link", { name: "Dashboard" }).click();
    const upcoming = page.getByTestId("upcoming-interviews");
    await expect(upcoming.getByRole("link", { name: "Senior Backend Engineer at Globex" })).toBeVisible();
    await expect(upcoming).toContainText("Technical interview");
    await expect(page.getByTestId("applied-this-week")).toContainText("2");
    await expect(page.getByTestId("response-rate")).toContainText("50%");

    // The CSV export holds both.
    await page.goto("/dashboard/applications");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("applications.csv");
    const csv = await readFile((await download.path())!, "utf8");
    expect(csv).toContain('"Globex","Senior Backend Engineer","","Interviewing"');
    expect(csv).toContain('"Technical interview"');
    expect(csv).toContain('"Umbrella Systems","Platform Engineer","Porto, Portugal","Applied"');
  } finally {
    await new Promise((resolve) => pages.close(resolve));
  }
});

test("save a cover letter as an application, match it there and write its next letter from it", async ({ page }) => {
  await signInAsNewUser(page);
  await page.goto("/dashboard/cover-letter");
  await uploadResumeViaApi(page);
  await page.reload();
  await page.getByLabel("Resume").selectOption({ label: "maria.pdf" });
  await page.getByLabel("Job description").fill(POSTING);
  await page.getByLabel("Company name (optional)").fill("Globex");
  await page.getByLabel("Role (optional)").fill("Senior Backend Engineer");
  await page.getByRole("button", { name: "Generate Cover Letter" }).click();
  await expect(page.getByText("Cover letter generated successfully!")).toBeVisible();
  await page.getByRole("button", { name: "Save as application" }).click();

  await expect(page.getByRole("heading", { name: "Senior Backend Engineer at Globex" })).toBeVisible();
  await expect(page.getByLabel("Job posting")).toHaveValue(POSTING);
  await expect(page.getByLabel("Resume used")).toHaveValue(/^uploaded:/);
  await expect(page.getByRole("link", { name: "Senior Backend Engineer at Globex" })).toHaveAttribute(
    "href",
    /\/dashboard\/cover-letter\?letter=/,
  );
  await page.getByRole("button", { name: "Run job match" }).click();
  await expect(page.getByTestId("application-match")).toContainText(/Score \d+ of 100/);

  await page.getByRole("link", { name: "Write another letter" }).click();
  await expect(page.getByLabel("Job description")).toHaveValue(POSTING);
  await expect(page.getByLabel("Company name (optional)")).toHaveValue("Globex");
  await page.getByLabel("Role (optional)").fill("Backend Engineer, Platform");
  await page.getByRole("button", { name: "Generate Cover Letter" }).click();
  await page.getByRole("link", { name: "Back to the application" }).click();
  await expect(page.getByRole("link", { name: "Backend Engineer, Platform at Globex" })).toBeVisible();
});
