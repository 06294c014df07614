import { describe, expect, it } from "vitest";
import { contentDisposition } from "./content-disposition.ts";

describe("contentDisposition", () => {
  it("keeps a plain name and gives accented or quoted names an ASCII fallback plus the exact UTF-8 name", () => {
    expect(contentDisposition("attachment", "cv.pdf")).toBe(`attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`);
    expect(contentDisposition("inline", 'Zoë "CV"\r\n.pdf')).toBe(
      `inline; filename="Zo_ _CV___.pdf"; filename*=UTF-8''Zo%C3%AB%20%22CV%22%0D%0A.pdf`,
    );
  });
});
