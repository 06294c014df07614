// SPEC §5 and §8: the messages of sign-in and sign-up, in one place.
import { PASSWORD_MIN_LENGTH } from "@hireable/contracts";
import { ApiError } from "@/lib/api-client.ts";

export const AUTH_MESSAGES = {
  loginMissing: "Please enter email and password.",
  loginInvalid: "Invalid email or password.",
  loginFailed: "Login failed. Please try again.",
  loginSuccess: "Login successful! Redirecting...",
  signupMissing: "Please fill in all fields.",
  signupShortPassword: "Password must be at least 6 characters long.",
  signupFailed: "Signup failed. Please try again.",
} as const;

const INVALID_CREDENTIAL_CODES = new Set(["INVALID_CREDENTIALS", "USER_NOT_FOUND", "WRONG_PASSWORD", "INVALID_EMAIL"]);

export function validateLogin(email: string, password: string): string | null {
  return email.trim() && password ? null : AUTH_MESSAGES.loginMissing;
}

export function validateSignup(name: string, email: string, password: string): string | null {
  if (!name.trim() || !email.trim() || !password) return AUTH_MESSAGES.signupMissing;
  if (password.length < PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.signupShortPassword;
  return null;
}

export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 401 || (error.code && INVALID_CREDENTIAL_CODES.has(error.code)))) {
    return AUTH_MESSAGES.loginInvalid;
  }
  return AUTH_MESSAGES.loginFailed;
}

export function signupErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) return `Signup failed: ${error.serverMessage}`;
  return AUTH_MESSAGES.signupFailed;
}

export function signupSuccessMessage(displayName: string): string {
  return `Signup successful for ${displayName}! Please log in.`;
}
