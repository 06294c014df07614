import { useEffect, useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { FullScreenSpinner } from "@/components/ui/spinner.tsx";
import { authStorage, postLoginPath } from "@/lib/auth-storage.ts";
import { useAuth } from "./auth-context.tsx";
import { guardDecision } from "./route-guard.ts";

/** Guards the signed-in area; remembers where the user was going so sign-in can return there. */
export function ProtectedRoute() {
  const { status, leftOnPurpose } = useAuth();
  const location = useLocation();
  const decision = guardDecision(status);
  if (decision === "spinner") return <FullScreenSpinner label="Checking your session" />;
  // Signing out (or deleting the account) on a guarded page leads home, not to a sign-in prompt.
  if (decision === "redirect-to-login" && leftOnPurpose) return <Navigate to="/" replace />;
  if (decision === "redirect-to-login") {
    authStorage.setRedirectPath(`${location.pathname}${location.search}`);
    return <Navigate to="/login" replace />;
  }
  return <Outlet />;
}

/** Sign-in pages send a signed-in user on to the stored redirect path or the dashboard. */
export function GuestOnlyRoute() {
  const { status } = useAuth();
  if (status === "loading") return <FullScreenSpinner label="Checking your session" />;
  if (status === "signed-in") return <RedirectAfterSignIn />;
  return <Outlet />;
}

/** The single place that leaves the sign-in pages: to the stored path (used once), else the dashboard. */
function RedirectAfterSignIn() {
  const [target] = useState(() => postLoginPath(authStorage.getRedirectPath()));
  useEffect(() => authStorage.clearRedirectPath(), []);
  return <Navigate to={target} replace />;
}
