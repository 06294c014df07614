import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 6;

/** SPEC §3 "Authenticated user". */
export const AuthUser = z.object({
  uid: z.string(),
  displayName: z.string().nullable(),
  email: z.string(),
  photoURL: z.string().nullable(),
});
export type AuthUser = z.infer<typeof AuthUser>;

/** POST /api/auth/signup (SPEC §7). Validation messages are the server's; the web shows SPEC §5 ones first. */
export const SignupRequest = z.object({
  email: z.string(),
  password: z.string(),
  displayName: z.string(),
});
export type SignupRequest = z.infer<typeof SignupRequest>;

export const SignupResponse = z.object({ uid: z.string(), email: z.string(), displayName: z.string() });
export type SignupResponse = z.infer<typeof SignupResponse>;

/** POST /api/auth/login. */
export const LoginRequest = z.object({ email: z.string(), password: z.string() });
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginResponse = z.object({ token: z.string(), user: AuthUser });
export type LoginResponse = z.infer<typeof LoginResponse>;

/** GET /api/auth/me. */
export const MeResponse = z.object({ user: AuthUser });
export type MeResponse = z.infer<typeof MeResponse>;

/** POST /api/auth/refresh: the client calls it every 55 minutes; the answer carries the token to keep. */
export const RefreshResponse = z.object({ token: z.string(), user: AuthUser });
export type RefreshResponse = z.infer<typeof RefreshResponse>;

/** POST /api/auth/logout revokes the Bearer token's session. */
export const LogoutResponse = z.object({ message: z.string() });
export type LogoutResponse = z.infer<typeof LogoutResponse>;
