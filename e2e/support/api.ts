// Sets a journey's scene through the API as the signed-in user (the page must be on the app's origin).
import type { Page } from "@playwright/test";
import { buildPdf, oneColumnResumeLines } from "../../packages/engine/test/fixtures.ts";

export async function authHeader(page: Page): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("firebaseIdToken"))}` };
}

/** A duty-language bullet the analysis rewrites ("Managed on-call rotations …"). */
export const WEAK_BULLET = "Responsible for managing on-call rotations and incident reviews for the payments team";

/**
 * Uploads the one-column fixture resume as `filename` (with `weakBullet` as its first bullet, and analysed
 * when asked); returns its id.
 */
export async function uploadResumeViaApi(
  page: Page,
  options: { filename?: string; analyze?: boolean; weakBullet?: string } = {},
): Promise<string> {
  const headers = await authHeader(page);
  const upload = await page.request.post("/api/resumes/upload", {
    headers,
    multipart: {
      resumeFile: {
        name: options.filename ?? "maria.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from(await buildPdf([oneColumnResumeLines({ weakBullet: options.weakBullet })])),
      },
    },
  });
  if (upload.status() !== 201) throw new Error(`upload failed: ${upload.status()} ${await upload.text()}`);
  const { resumeId } = (await upload.json()) as { resumeId: string };
  if (options.analyze) await page.request.post(`/api/resumes/${resumeId}/analyze`, { headers });
  return resumeId;
}
