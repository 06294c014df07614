// SPEC §5, §7: download a generated resume in a new tab. The tab is opened inside the click (popup blockers allow
// that, not a tab opened after an await) and pointed at the signed link once the server has made it.
import type { DocumentFormat, PaperSize } from "@hireable/contracts";
import { toast } from "sonner";
import { API_BASE_URL } from "@/lib/api-client.ts";
import { requestFailureMessage } from "@/lib/error-messages.ts";
import { createDownloadLink } from "./api/create-download-link.ts";
import { BUILDER_MESSAGES, downloadStartedMessage } from "./builder-messages.ts";

export async function downloadGeneratedResume(
  generatedResumeId: string | null | undefined,
  format: DocumentFormat,
  paper: PaperSize,
): Promise<void> {
  if (!generatedResumeId) {
    toast.error(BUILDER_MESSAGES.noGeneratedId);
    return;
  }
  if (!API_BASE_URL) {
    toast.error(BUILDER_MESSAGES.noBaseUrl);
    return;
  }
  toast.info(downloadStartedMessage(format));
  const tab = window.open("", "_blank");
  if (tab) tab.opener = null;
  try {
    const url = await createDownloadLink(generatedResumeId, format, paper);
    // A blocked popup leaves no tab: the file's attachment header keeps this page in place while it downloads.
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    toast.error(requestFailureMessage(error, BUILDER_MESSAGES.downloadFailed));
  }
}
