// "Save as application" from a job match or a cover letter: the server fills the application in from the
// document (posting, title, company, resume) and the user lands on it to complete the rest.
import type { ApplicationCreateRequest } from "@hireable/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { KanbanSquareIcon } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button, type ButtonProps } from "@/components/ui/button.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { serverOrErrorMessage } from "@/lib/error-messages.ts";
import { createApplication, refreshApplications } from "./api/applications-api.ts";

export function SaveAsApplicationButton({
  request,
  variant = "outline",
}: {
  request: ApplicationCreateRequest;
  variant?: ButtonProps["variant"];
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  async function save() {
    setSaving(true);
    try {
      const { application } = await createApplication(request);
      await refreshApplications(queryClient);
      toast.success("Saved to your applications.");
      navigate(`/dashboard/applications/${application.id}`);
    } catch (error) {
      toast.error(serverOrErrorMessage(error, "The application could not be saved. Please try again."));
      setSaving(false);
    }
  }
  return (
    <Button variant={variant} onClick={save} disabled={saving}>
      {saving ? <Spinner size="sm" /> : <KanbanSquareIcon />} Save as application
    </Button>
  );
}
