// My Profile: display name and password.
import { PASSWORD_MIN_LENGTH } from "@hireable/contracts";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { useAuth } from "@/app/auth-context.tsx";
import { PageHeader } from "@/components/layout/page-header.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { TextField } from "@/components/ui/text-field.tsx";
import { authStorage } from "@/lib/auth-storage.ts";
import { requestFailureMessage } from "@/lib/error-messages.ts";
import { accountApi } from "./api/account-api.ts";

const messageOf = (error: unknown) => requestFailureMessage(error, "That did not work. Please try again.");

export function ProfilePage() {
  const { user, setUser } = useAuth();
  const [name, setName] = useState(user?.displayName ?? "");
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [busy, setBusy] = useState(false);

  async function saveName(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return toast.error("Please enter your name.");
    setBusy(true);
    try {
      const result = await accountApi.updateDisplayName(name);
      setUser(result.user);
      toast.success("Name saved.");
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  async function savePassword(event: FormEvent) {
    event.preventDefault();
    if (next.length < PASSWORD_MIN_LENGTH) return toast.error("Password must be at least 6 characters long.");
    setBusy(true);
    try {
      const result = await accountApi.changePassword(current, next);
      authStorage.setToken(result.token);
      setCurrent("");
      setNext("");
      toast.success("Password changed. Other devices were signed out.");
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="max-w-2xl space-y-6">
      <PageHeader title="My Profile" description={user?.email} />
      <Card>
        <CardHeader>
          <CardTitle>Name</CardTitle>
        </CardHeader>
        <CardContent>
          <form onSubmit={saveName} className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <TextField
              id="profile-name"
              label="Display name"
              className="flex-1"
              value={name}
              disabled={busy}
              onValueChange={setName}
            />
            <Button type="submit" disabled={busy}>
              Save name
            </Button>
          </form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Password</CardTitle>
        </CardHeader>
        <CardContent>
          <form onSubmit={savePassword} className="space-y-3">
            <TextField
              id="current-password"
              label="Current password"
              type="password"
              autoComplete="current-password"
              value={current}
              disabled={busy}
              onValueChange={setCurrent}
            />
            <TextField
              id="new-password"
              label="New password"
              type="password"
              autoComplete="new-password"
              value={next}
              disabled={busy}
              onValueChange={setNext}
            />
            <Button type="submit" disabled={busy || !current || !next}>
              Change password
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
