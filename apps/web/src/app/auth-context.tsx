// Auth state (SPEC §4): loading, then signed in (user and token) or signed out. The token lives in
// localStorage, is refreshed every 55 minutes, and is cleared on sign-out or when the server rejects it.
import type { AuthUser } from "@hireable/contracts";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { ApiError } from "@/lib/api-client.ts";
import { authStorage } from "@/lib/auth-storage.ts";
import type { AuthStatus } from "./route-guard.ts";

export const TOKEN_REFRESH_MS = 55 * 60 * 1000;

/** The identity calls (and the response schemas they check) load when first needed, not with the first page. */
const loadAuthApi = () => import("@/features/auth/api/auth-api.ts").then((module) => module.authApi);

interface AuthContextValue {
  status: AuthStatus;
  user: AuthUser | null;
  signIn(email: string, password: string): Promise<AuthUser>;
  /** Ends the session on the server, then forgets it here. */
  signOut(): Promise<void>;
  /** Forgets a session the server has already ended (a deleted account): no call that could answer 401. */
  forgetSession(): void;
  /** The user ended the session themselves: guarded pages then lead home, not to the sign-in page. */
  leftOnPurpose: boolean;
  setUser(user: AuthUser): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AuthStatus>(() => (authStorage.getToken() ? "loading" : "signed-out"));
  const [user, setUser] = useState<AuthUser | null>(null);
  const [leftOnPurpose, setLeftOnPurpose] = useState(false);

  const forget = useCallback(() => {
    authStorage.clearToken();
    setUser(null);
    setStatus("signed-out");
  }, []);

  useEffect(() => {
    if (!authStorage.getToken()) return;
    let cancelled = false;
    loadAuthApi()
      .then((authApi) => authApi.me())
      .then(({ user: me }) => {
        if (cancelled) return;
        setUser(me);
        setStatus("signed-in");
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (error instanceof ApiError && error.status === 401) forget();
        else setStatus("signed-out");
      });
    return () => {
      cancelled = true;
    };
  }, [forget]);

  useEffect(() => {
    if (status !== "signed-in") return;
    const timer = window.setInterval(() => {
      loadAuthApi()
        .then((authApi) => authApi.refresh())
        .then(({ token, user: fresh }) => {
          authStorage.setToken(token);
          setUser(fresh);
        })
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 401) forget();
        });
    }, TOKEN_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [status, forget]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      user,
      async signIn(email, password) {
        const result = await (await loadAuthApi()).signIn(email, password);
        authStorage.setToken(result.token);
        setUser(result.user);
        setLeftOnPurpose(false);
        setStatus("signed-in");
        return result.user;
      },
      async signOut() {
        try {
          await (await loadAuthApi()).signOut();
        } catch {
          // The token is forgotten locally either way.
        }
        setLeftOnPurpose(true);
        forget();
      },
      forgetSession() {
        setLeftOnPurpose(true);
        forget();
      },
      leftOnPurpose,
      setUser,
    }),
    [status, user, forget, leftOnPurpose],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside AuthProvider");
  return value;
}
