// better-auth does the identity work (password hashing, sessions, bearer tokens); our own routes wrap it
// behind the SPEC's contract, so its catch-all handler is never exposed.

import { PASSWORD_MIN_LENGTH } from "@hireable/contracts";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { bearer } from "better-auth/plugins/bearer";
import type { Database } from "../../db/client.ts";
import * as schema from "../../db/schema.ts";

const DAY_SECONDS = 24 * 60 * 60;

export function createAuth(db: Database, options: { secret: string; baseURL: string }) {
  return betterAuth({
    secret: options.secret,
    baseURL: options.baseURL,
    database: drizzleAdapter(db, { provider: "pg", schema }),
    emailAndPassword: { enabled: true, minPasswordLength: PASSWORD_MIN_LENGTH, autoSignIn: false },
    // Sessions outlive the web client's 55-minute refresh by far; each refresh rolls the expiry forward.
    session: { expiresIn: 7 * DAY_SECONDS, updateAge: 60 * 60 },
    // Sign-in is rate-limited by our own routes (per IP) so the limit shows in one place.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { level: "error" },
    plugins: [bearer()],
  });
}

export type Auth = ReturnType<typeof createAuth>;
