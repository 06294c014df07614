// Moving an application to another stage, from the board or the list: shown at once, saved, and put back
// with a message when the server refuses.
import type { ApplicationStatus, ApplicationSummary } from "@hireable/contracts";
import { STATUS_LABELS } from "@hireable/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { serverOrErrorMessage } from "@/lib/error-messages.ts";
import { refreshApplications, updateApplication } from "./api/applications-api.ts";

export function useMoveApplication() {
  const queryClient = useQueryClient();
  return async (application: ApplicationSummary, status: ApplicationStatus) => {
    if (application.status === status) return;
    const previous = queryClient.getQueryData<ApplicationSummary[]>(["applications"]);
    queryClient.setQueryData<ApplicationSummary[]>(["applications"], (list) =>
      list?.map((item) => (item.id === application.id ? { ...item, status, position: -Infinity } : item)),
    );
    try {
      await updateApplication(application.id, { status });
      toast.success(`Moved to ${STATUS_LABELS[status]}`);
    } catch (error) {
      queryClient.setQueryData(["applications"], previous);
      toast.error(serverOrErrorMessage(error, "The application could not be moved. Please try again."));
    } finally {
      await refreshApplications(queryClient);
    }
  };
}
