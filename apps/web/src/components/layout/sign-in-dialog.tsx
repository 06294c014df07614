// 'Sign In Required' (SPEC §2): opens when a signed-out user clicks a feature that needs an account. The
// dialog itself (and the dialog library) loads the first time it opens.
import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { authStorage } from "@/lib/auth-storage.ts";

const SignInRequiredDialog = lazy(() => import("./sign-in-required-dialog.tsx"));

interface SignInDialogValue {
  /** Opens the dialog; `returnTo` is where sign-in should lead afterwards. */
  requireSignIn(returnTo?: string): void;
}

const SignInDialogContext = createContext<SignInDialogValue | null>(null);

export function SignInDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing plays the dialog's own exit.
  const [used, setUsed] = useState(false);
  const navigate = useNavigate();
  const requireSignIn = useCallback((returnTo?: string) => {
    if (returnTo) authStorage.setRedirectPath(returnTo);
    setUsed(true);
    setOpen(true);
  }, []);
  const go = (path: string) => {
    setOpen(false);
    navigate(path);
  };
  const value = useMemo(() => ({ requireSignIn }), [requireSignIn]);
  return (
    <SignInDialogContext.Provider value={value}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <SignInRequiredDialog open={open} onOpenChange={setOpen} onChoose={go} />
        </Suspense>
      )}
    </SignInDialogContext.Provider>
  );
}

export function useSignInDialog(): SignInDialogValue {
  const value = useContext(SignInDialogContext);
  if (!value) throw new Error("useSignInDialog must be used inside SignInDialogProvider");
  return value;
}
