// Settings: the account's data, and deleting the account with everything in it (PRODUCT.md, /privacy).
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { useAuth } from "@/app/auth-context.tsx";
import { PageHeader } from "@/components/layout/page-header.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { TextField } from "@/components/ui/text-field.tsx";
import { requestFailureMessage } from "@/lib/error-messages.ts";
import { accountApi } from "./api/account-api.ts";

export function SettingsPage() {
  const { forgetSession } = useAuth();
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);

  async function deleteAccount(event: FormEvent) {
    event.preventDefault();
    if (
      !window.confirm(
        "Delete your account and every resume, analysis, match and cover letter in it? This cannot be undone.",
      )
    )
      return;
    setBusy(true);
    try {
      await accountApi.deleteAccount(password);
      toast.success("Your account and all your documents were deleted.");
      // The server ended the session with the account, so it is only forgotten here (a sign-out call would
      // earn a 401 and a detour to the sign-in page); the guard then leads home.
      forgetSession();
    } catch (error) {
      toast.error(requestFailureMessage(error, "Could not delete your account. Please try again."));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="max-w-2xl space-y-6">
      <PageHeader title="Settings" description="Your account and your data." />
      <Card>
        <CardHeader>
          <CardTitle>Your data</CardTitle>
        </CardHeader>
        <CardContent className="space-y-2 text-sm text-slate-700">
          <p>
            Resumes, analyses, job matches and cover letters stay in your account until you delete them. See{" "}
            <Link to="/privacy" className="text-brand-700 underline">
              Privacy
            </Link>{" "}
            for details. Manage single documents in{" "}
            <Link to="/dashboard/my-resumes" className="text-brand-700 underline">
              My Documents
            </Link>
            .
          </p>
        </CardContent>
      </Card>
      <Card className="border-red-200">
        <CardHeader>
          <CardTitle className="text-red-700">Delete account</CardTitle>
        </CardHeader>
        <CardContent>
          <form onSubmit={deleteAccount} className="space-y-3">
            <p className="text-sm text-slate-700">This removes your account and every document in it, immediately.</p>
            <TextField
              id="delete-password"
              label="Confirm with your password"
              type="password"
              autoComplete="current-password"
              value={password}
              disabled={busy}
              onValueChange={setPassword}
            />
            <Button type="submit" variant="destructive" disabled={busy || !password}>
              Delete my account and data
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
