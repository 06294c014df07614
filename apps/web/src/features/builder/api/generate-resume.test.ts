import { exampleResumeForm } from "@hireable/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BUILDER_MESSAGES, generateErrorMessage } from "../builder-messages.ts";
import { generateResume } from "./generate-resume.ts";

const ok = { generatedText: "JORDAN RIVERA", generatedResumeId: "gen-1", message: "Resume generated successfully!" };

function answer(body: unknown, status: number) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

async function failure(): Promise<string> {
  return generateResume(exampleResumeForm()).then(
    () => "no error",
    (error: unknown) => generateErrorMessage(error),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("generateResume", () => {
  it("posts the whole form with the stored token and returns the result on 201", async () => {
    localStorage.setItem("firebaseIdToken", "token-1");
    answer(ok, 201);
    await expect(generateResume(exampleResumeForm())).resolves.toEqual(ok);
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe("/api/builder/generate");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer token-1");
    expect(JSON.parse(String(init?.body))).toEqual(exampleResumeForm());
  });

  it("calls any other success, or a missing text or id, an unexpected format (SPEC §8)", async () => {
    answer(ok, 200);
    expect(await failure()).toBe(BUILDER_MESSAGES.unexpected);
    answer({ ...ok, generatedText: "" }, 201);
    expect(await failure()).toBe(BUILDER_MESSAGES.unexpected);
    answer({ message: "done" }, 201);
    expect(await failure()).toBe(BUILDER_MESSAGES.unexpected);
  });

  it("shows the server's message for an HTTP error, else the generic one", async () => {
    answer({ message: "The resume is too long." }, 400);
    expect(await failure()).toBe("The resume is too long.");
    answer({}, 500);
    expect(await failure()).toBe("Error generating resume. Please try again.");
  });

  it("says the server could not be reached when there is no response", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    expect(await failure()).toBe("Network error. Could not reach the server.");
  });
});
