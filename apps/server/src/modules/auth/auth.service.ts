// Sign-up, sign-in, session look-up and sign-out on top of better-auth, speaking the SPEC's contract.
import type { AuthUser, LoginResponse, SignupResponse } from "@hireable/contracts";
import { PASSWORD_MIN_LENGTH } from "@hireable/contracts";
import { APIError } from "better-auth/api";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { user } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Auth } from "./auth.ts";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface SessionUser {
  id: string;
  email: string;
  displayName: string | null;
}

export function toAuthUser(u: { id: string; email: string; name: string | null; image?: string | null }): AuthUser {
  return { uid: u.id, email: u.email, displayName: u.name || null, photoURL: u.image ?? null };
}

export function createAuthService(auth: Auth, db: Database) {
  return {
    async signUp(input: { email?: string; password?: string; displayName?: string }): Promise<SignupResponse> {
      const email = input.email?.trim().toLowerCase() ?? "";
      const password = input.password ?? "";
      const displayName = input.displayName?.trim() ?? "";
      if (!email || !password || !displayName) throw new AppError(400, "MISSING_FIELDS", "Please fill in all fields.");
      if (!EMAIL_PATTERN.test(email)) throw new AppError(400, "INVALID_EMAIL", "Please enter a valid email address.");
      if (password.length < PASSWORD_MIN_LENGTH) {
        throw new AppError(400, "PASSWORD_TOO_SHORT", "Password must be at least 6 characters long.");
      }
      // better-auth answers a duplicate sign-up quietly (to hide which emails exist); the contract asks for
      // an explicit error, so we check first.
      const existing = await db
        .select({ id: user.id })
        .from(user)
        .where(eq(sql`lower(${user.email})`, email));
      if (existing.length > 0) throw new AppError(409, "EMAIL_TAKEN", "An account with this email already exists.");
      try {
        const created = await auth.api.signUpEmail({ body: { email, password, name: displayName } });
        return { uid: created.user.id, email: created.user.email, displayName: created.user.name };
      } catch (error) {
        throw translate(error, "Signup failed. Please try again.");
      }
    },

    async signIn(input: { email?: string; password?: string }): Promise<LoginResponse> {
      const email = input.email?.trim().toLowerCase() ?? "";
      const password = input.password ?? "";
      if (!email || !password) throw new AppError(400, "MISSING_FIELDS", "Please enter email and password.");
      try {
        const result = await auth.api.signInEmail({ body: { email, password } });
        return { token: result.token, user: toAuthUser(result.user) };
      } catch (error) {
        throw translate(error, "Login failed. Please try again.");
      }
    },

    /** The user behind a Bearer token, or null when the token is missing, unknown, expired or revoked. */
    async userFromToken(token: string): Promise<(SessionUser & { token: string; image: string | null }) | null> {
      const found = await auth.api.getSession({ headers: new Headers({ authorization: `Bearer ${token}` }) });
      if (!found) return null;
      return {
        id: found.user.id,
        email: found.user.email,
        displayName: found.user.name || null,
        image: found.user.image ?? null,
        token: found.session.token,
      };
    },

    async updateDisplayName(token: string, displayName: string): Promise<void> {
      const name = displayName.trim();
      if (!name) throw new AppError(400, "MISSING_FIELDS", "Please enter your name.");
      await auth.api.updateUser({ headers: bearer(token), body: { name } });
    },

    /** Returns the token to keep using: other sessions are signed out. */
    async changePassword(token: string, currentPassword: string, newPassword: string): Promise<string> {
      if (newPassword.length < PASSWORD_MIN_LENGTH) {
        throw new AppError(400, "PASSWORD_TOO_SHORT", "Password must be at least 6 characters long.");
      }
      try {
        const result = await auth.api.changePassword({
          headers: bearer(token),
          body: { currentPassword, newPassword, revokeOtherSessions: true },
        });
        return result.token ?? token;
      } catch (error) {
        if (error instanceof APIError && (error.body as { code?: string } | undefined)?.code === "INVALID_PASSWORD") {
          throw new AppError(400, "WRONG_PASSWORD", "Your current password is not correct.");
        }
        throw translate(error, "Could not change your password. Please try again.");
      }
    },

    /** Deletes the account after checking the password; every document goes with it (foreign keys cascade). */
    async deleteAccount(token: string, userId: string, password: string): Promise<void> {
      try {
        await auth.api.verifyPassword({ headers: bearer(token), body: { password } });
      } catch {
        throw new AppError(400, "WRONG_PASSWORD", "Your password is not correct.");
      }
      await db.delete(user).where(eq(user.id, userId));
    },

    async signOut(token: string): Promise<void> {
      await auth.api.signOut({ headers: new Headers({ authorization: `Bearer ${token}` }) });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

function bearer(token: string): Headers {
  return new Headers({ authorization: `Bearer ${token}` });
}

function translate(error: unknown, fallback: string): Error {
  if (!(error instanceof APIError)) return error instanceof Error ? error : new Error(String(error));
  const code = (error.body as { code?: string } | undefined)?.code ?? "AUTH_ERROR";
  if (code === "INVALID_EMAIL_OR_PASSWORD" || error.statusCode === 401) {
    return new AppError(401, "INVALID_CREDENTIALS", "Invalid email or password.");
  }
  if (code === "USER_ALREADY_EXISTS" || code.startsWith("USER_ALREADY_EXISTS")) {
    return new AppError(409, "EMAIL_TAKEN", "An account with this email already exists.");
  }
  if (code === "PASSWORD_TOO_SHORT") {
    return new AppError(400, code, "Password must be at least 6 characters long.");
  }
  if (code === "INVALID_EMAIL" || code === "VALIDATION_ERROR") {
    return new AppError(400, "INVALID_EMAIL", "Please enter a valid email address.");
  }
  const status = error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  return new AppError(
    status,
    code,
    status === 500 ? fallback : ((error.body as { message?: string })?.message ?? fallback),
  );
}
