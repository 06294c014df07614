// Applications (/dashboard/applications): every job the user pursues, as a board by stage or as a list.
import { DownloadIcon, KanbanSquareIcon, ListIcon, PlusIcon } from "lucide-react";
import { Link } from "react-router";
import { toast } from "sonner";
import { PageHeader } from "@/components/layout/page-header.tsx";
import { Button, buttonVariants } from "@/components/ui/button.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs.tsx";
import { serverOrErrorMessage } from "@/lib/error-messages.ts";
import { downloadApplicationsCsv, useApplications } from "./api/applications-api.ts";
import { ApplicationBoard } from "./application-board.tsx";
import { ApplicationList } from "./application-list.tsx";

export function ApplicationsPage() {
  const applications = useApplications();
  const list = applications.data ?? [];

  async function exportCsv() {
    try {
      await downloadApplicationsCsv();
    } catch (error) {
      toast.error(serverOrErrorMessage(error, "The export failed. Please try again."));
    }
  }

  return (
    <>
      <PageHeader
        title="Applications"
        description="Every job you pursue, from saved to offer, with the resume, match and letter you used."
        actions={
          <div className="flex gap-2">
            <Button variant="outline" onClick={exportCsv} disabled={list.length === 0}>
              <DownloadIcon /> Export CSV
            </Button>
            <Link to="/dashboard/applications/new" className={buttonVariants()}>
              <PlusIcon /> New application
            </Link>
          </div>
        }
      />
      {applications.isPending && <Skeleton className="h-64" />}
      {applications.isError && (
        <FormAlert>{serverOrErrorMessage(applications.error, "Failed to load your applications.")}</FormAlert>
      )}
      {applications.isSuccess && list.length === 0 && (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="font-medium text-slate-800">No applications yet</p>
          <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">
            Add a job you want, import one from its posting's address, or save one from a job match or a cover letter.
          </p>
          <Link to="/dashboard/applications/new" className={`${buttonVariants()} mt-4`}>
            <PlusIcon /> New application
          </Link>
        </div>
      )}
      {applications.isSuccess && list.length > 0 && (
        <Tabs defaultValue="board">
          <TabsList className="mb-4">
            <TabsTrigger value="board">
              <KanbanSquareIcon className="size-4" aria-hidden /> Board
            </TabsTrigger>
            <TabsTrigger value="list">
              <ListIcon className="size-4" aria-hidden /> List
            </TabsTrigger>
          </TabsList>
          <TabsContent value="board">
            <ApplicationBoard applications={list} />
          </TabsContent>
          <TabsContent value="list">
            <ApplicationList applications={list} />
          </TabsContent>
        </Tabs>
      )}
    </>
  );
}
