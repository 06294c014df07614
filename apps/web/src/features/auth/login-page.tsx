import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { useAuth } from "@/app/auth-context.tsx";
import { Button } from "@/components/ui/button.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { TextField } from "@/components/ui/text-field.tsx";
import { AuthCard } from "./auth-card.tsx";
import { AUTH_MESSAGES, loginErrorMessage, validateLogin } from "./auth-messages.ts";
import { BusyOverlay } from "./busy-overlay.tsx";

export function LoginPage() {
  const { signIn } = useAuth();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateLogin(email, password);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await signIn(email.trim(), password);
      // Signing in flips the auth state; GuestOnlyRoute then leaves for the stored path or the dashboard.
      toast.success(AUTH_MESSAGES.loginSuccess);
    } catch (caught) {
      const message = loginErrorMessage(caught);
      setError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Welcome back" subtitle="Sign in to see your analyses, matches and documents.">
      {busy && <BusyOverlay label="Signing in…" />}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          id="login-email"
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          disabled={busy}
          onValueChange={setEmail}
        />
        <TextField
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          disabled={busy}
          onValueChange={setPassword}
        />
        {error && <FormAlert>{error}</FormAlert>}
        <Button type="submit" className="w-full" disabled={busy}>
          Sign In
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        No account yet?{" "}
        <Link to="/signup" className="font-medium text-brand-700 hover:underline">
          Sign up
        </Link>
      </p>
    </AuthCard>
  );
}
