// Reads the Bearer token once per request. `requireUser` guards routes that need an account;
// `optionalUser` lets anonymous callers through (resume analysis works without an account).
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../lib/app-error.ts";
import type { AuthService, SessionUser } from "../modules/auth/auth.service.ts";

declare module "fastify" {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionToken: string | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export function createGuards(authService: AuthService) {
  async function resolveUser(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    request.user = null;
    request.sessionToken = null;
    if (!token) return;
    const found = await authService.userFromToken(token);
    if (!found) return;
    request.user = { id: found.id, email: found.email, displayName: found.displayName };
    request.sessionToken = found.token;
  }

  return {
    async requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
      await resolveUser(request);
      if (!request.user) throw new AppError(401, "UNAUTHENTICATED", "Authentication required.");
    },
    async optionalUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
      await resolveUser(request);
    },
  };
}

export type Guards = ReturnType<typeof createGuards>;
