import {
  ErrorResponse,
  LoginRequest,
  LoginResponse,
  LogoutResponse,
  MeResponse,
  RefreshResponse,
  SignupRequest,
  SignupResponse,
} from "@hireable/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Guards } from "../../plugins/authentication.ts";
import type { AuthService } from "./auth.service.ts";

const errors = { 400: ErrorResponse, 401: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse };

// Fields are optional at the schema level so a missing one gets the SPEC's own message from the service.
const partial = <T extends z.ZodRawShape>(schema: z.ZodObject<T>) => schema.partial();

export function authRoutes(deps: {
  authService: AuthService;
  guards: Guards;
  loginPerMinute: number;
}): FastifyPluginAsyncZod {
  const { authService, guards, loginPerMinute } = deps;
  return async (app) => {
    app.post(
      "/signup",
      {
        schema: {
          tags: ["auth"],
          summary: "Create an account",
          body: partial(SignupRequest),
          response: { 201: SignupResponse, ...errors },
        },
        config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
      },
      async (request, reply) => reply.status(201).send(await authService.signUp(request.body)),
    );

    app.post(
      "/login",
      {
        schema: {
          tags: ["auth"],
          summary: "Sign in with email and password; returns a Bearer token",
          body: partial(LoginRequest),
          response: { 200: LoginResponse, ...errors },
        },
        // Sign-in is the brute-force target: a tight per-IP limit.
        config: { rateLimit: { max: loginPerMinute, timeWindow: "1 minute" } },
      },
      async (request) => authService.signIn(request.body),
    );

    app.get(
      "/me",
      {
        schema: {
          tags: ["auth"],
          summary: "The signed-in user",
          security: [{ bearer: [] }],
          response: { 200: MeResponse, 401: ErrorResponse },
        },
        preHandler: guards.requireUser,
      },
      async (request) => {
        const found = await authService.userFromToken(request.sessionToken!);
        return { user: toUser(request.user!, found?.image ?? null) };
      },
    );

    app.post(
      "/refresh",
      {
        schema: {
          tags: ["auth"],
          summary: "Keep the session alive; returns the token to keep using",
          security: [{ bearer: [] }],
          response: { 200: RefreshResponse, 401: ErrorResponse },
        },
        preHandler: guards.requireUser,
      },
      async (request) => ({ token: request.sessionToken!, user: toUser(request.user!, null) }),
    );

    app.patch(
      "/profile",
      {
        schema: {
          tags: ["auth"],
          summary: "Change your display name",
          security: [{ bearer: [] }],
          body: z.object({ displayName: z.string().max(120) }),
          response: { 200: MeResponse, ...errors },
        },
        preHandler: guards.requireUser,
      },
      async (request) => {
        await authService.updateDisplayName(request.sessionToken!, request.body.displayName);
        const found = await authService.userFromToken(request.sessionToken!);
        return {
          user: toUser(
            { ...request.user!, displayName: found?.displayName ?? request.body.displayName.trim() },
            found?.image ?? null,
          ),
        };
      },
    );

    app.post(
      "/password",
      {
        schema: {
          tags: ["auth"],
          summary: "Change your password; other sessions are signed out",
          security: [{ bearer: [] }],
          body: z.object({ currentPassword: z.string(), newPassword: z.string() }),
          response: { 200: z.object({ token: z.string(), message: z.string() }), ...errors },
        },
        preHandler: guards.requireUser,
        config: { rateLimit: { max: loginPerMinute, timeWindow: "1 minute" } },
      },
      async (request) => ({
        token: await authService.changePassword(
          request.sessionToken!,
          request.body.currentPassword,
          request.body.newPassword,
        ),
        message: "Password changed.",
      }),
    );

    app.delete(
      "/account",
      {
        schema: {
          tags: ["auth"],
          summary: "Delete your account and every document in it",
          security: [{ bearer: [] }],
          body: z.object({ password: z.string() }),
          response: { 200: LogoutResponse, ...errors },
        },
        preHandler: guards.requireUser,
        config: { rateLimit: { max: loginPerMinute, timeWindow: "1 minute" } },
      },
      async (request) => {
        await authService.deleteAccount(request.sessionToken!, request.user!.id, request.body.password);
        return { message: "Your account and all your documents were deleted." };
      },
    );

    app.post(
      "/logout",
      {
        schema: {
          tags: ["auth"],
          summary: "Revoke the Bearer token's session",
          security: [{ bearer: [] }],
          response: { 200: LogoutResponse, 401: ErrorResponse },
        },
        preHandler: guards.requireUser,
      },
      async (request) => {
        await authService.signOut(request.sessionToken!);
        return { message: "Signed out." };
      },
    );
  };
}

function toUser(user: { id: string; email: string; displayName: string | null }, photoURL: string | null) {
  return { uid: user.id, email: user.email, displayName: user.displayName, photoURL };
}
