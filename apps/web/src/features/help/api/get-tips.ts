import { TipsResponse } from "@hireable/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client.ts";
import { serverOrErrorMessage } from "@/lib/error-messages.ts";

export const UNEXPECTED_TIPS_FORMAT = "Failed to load tips due to unexpected format.";

/** SPEC §8: the server's message, else the error's, else a generic one; a wrong shape has its own message. */
export function tipsErrorMessage(error: unknown): string {
  return serverOrErrorMessage(error, "An unknown error occurred while fetching tips.");
}

export function useTips() {
  return useQuery({
    queryKey: ["tips"],
    queryFn: async () => {
      const payload = await apiRequest("/tips");
      const parsed = TipsResponse.safeParse(payload);
      if (!parsed.success) throw new Error(UNEXPECTED_TIPS_FORMAT);
      return parsed.data.tips;
    },
  });
}
