// Short-lived signed links: a browser tab opened for a download sends no Authorization header, so the owner
// asks for a link while signed in, and the link alone grants that one document for a few minutes.
import { createHmac, timingSafeEqual } from "node:crypto";

export interface SignedLinkParams {
  expires: number;
  signature: string;
}

export function createLinkSigner(secret: string, options: { ttlSeconds?: number; now?: () => number } = {}) {
  // A key of its own, derived from the server secret, so a link signature can never pass for anything else.
  const key = createHmac("sha256", secret).update("hireable download links v1").digest();
  const ttlSeconds = options.ttlSeconds ?? 300;
  const nowSeconds = () => Math.floor((options.now?.() ?? Date.now()) / 1000);
  const signatureOf = (resource: string, expires: number) =>
    createHmac("sha256", key).update(`${resource}\n${expires}`).digest("base64url");

  return {
    sign(resource: string): SignedLinkParams {
      const expires = nowSeconds() + ttlSeconds;
      return { expires, signature: signatureOf(resource, expires) };
    },
    /** "valid", or why not: an expired link deserves a different message from a forged one. */
    verify(resource: string, params: Partial<SignedLinkParams>): "valid" | "expired" | "invalid" {
      if (!params.signature || !params.expires) return "invalid";
      const expected = Buffer.from(signatureOf(resource, params.expires));
      const given = Buffer.from(params.signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
      return params.expires < nowSeconds() ? "expired" : "valid";
    },
  };
}

export type LinkSigner = ReturnType<typeof createLinkSigner>;
