// 'Sign In Required' (SPEC §2): opens when a signed-out user clicks a feature that needs an account.
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog.tsx";
import { authStorage } from "@/lib/auth-storage.ts";

interface SignInDialogValue {
  /** Opens the dialog; `returnTo` is where sign-in should lead afterwards. */
  requireSignIn(returnTo?: string): void;
}

const SignInDialogContext = createContext<SignInDialogValue | null>(null);

export function SignInDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const requireSignIn = useCallback((returnTo?: string) => {
    if (returnTo) authStorage.setRedirectPath(returnTo);
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
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Sign In Required</DialogTitle>
          <DialogDescription>
            Please sign in or create a free account to use this feature. Your documents stay private to your account.
          </DialogDescription>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => go("/register")}>
              Register
            </Button>
            <Button onClick={() => go("/login")}>Sign In</Button>
          </div>
        </DialogContent>
      </Dialog>
    </SignInDialogContext.Provider>
  );
}

export function useSignInDialog(): SignInDialogValue {
  const value = useContext(SignInDialogContext);
  if (!value) throw new Error("useSignInDialog must be used inside SignInDialogProvider");
  return value;
}
