import { describe, expect, it } from "vitest";
import { createLinkSigner } from "./signed-links.ts";

describe("signed links", () => {
  it("accept their own resource until they expire, then say expired", () => {
    let now = 1_700_000_000_000;
    const signer = createLinkSigner("secret-a", { ttlSeconds: 60, now: () => now });
    const link = signer.sign("resume-1");
    expect(signer.verify("resume-1", link)).toBe("valid");
    now += 61_000;
    expect(signer.verify("resume-1", link)).toBe("expired");
  });

  it("reject another resource, another secret, a moved expiry and a missing signature", () => {
    const signer = createLinkSigner("secret-a");
    const link = signer.sign("resume-1");
    expect(signer.verify("resume-2", link)).toBe("invalid");
    expect(createLinkSigner("secret-b").verify("resume-1", link)).toBe("invalid");
    expect(signer.verify("resume-1", { ...link, expires: link.expires + 3600 })).toBe("invalid");
    expect(signer.verify("resume-1", { expires: link.expires })).toBe("invalid");
  });
});
