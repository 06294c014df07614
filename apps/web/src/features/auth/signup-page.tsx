import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { TextField } from "@/components/ui/text-field.tsx";
import { authApi } from "./api/auth-api.ts";
import { AuthCard } from "./auth-card.tsx";
import { signupErrorMessage, signupSuccessMessage, validateSignup } from "./auth-messages.ts";
import { BusyOverlay } from "./busy-overlay.tsx";

/** Served at /signup and at /register (the sign-in dialog's Register button). */
export function SignupPage() {
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateSignup(name, email, password);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const created = await authApi.signUp({ email: email.trim(), password, displayName: name.trim() });
      toast.success(signupSuccessMessage(created.displayName));
      navigate("/login");
    } catch (caught) {
      const message = signupErrorMessage(caught);
      setError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Create your account" subtitle="Free, private, and yours to delete at any time.">
      {busy && <BusyOverlay label="Creating your account…" />}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          id="signup-name"
          label="Name"
          autoComplete="name"
          value={name}
          disabled={busy}
          onValueChange={setName}
        />
        <TextField
          id="signup-email"
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          disabled={busy}
          onValueChange={setEmail}
        />
        <TextField
          id="signup-password"
          label="Password"
          hint="At least 6 characters."
          type="password"
          autoComplete="new-password"
          value={password}
          disabled={busy}
          onValueChange={setPassword}
        />
        {error && <FormAlert>{error}</FormAlert>}
        <Button type="submit" className="w-full" disabled={busy}>
          Sign Up
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{" "}
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
