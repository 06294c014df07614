import { TipsResponse } from "@hireable/contracts";
import { useQuery } from "@tanstack/react-query";
import { ApiError, apiRequest } from "@/lib/api-client.ts";

export const UNEXPECTED_TIPS_FORMAT = "Failed to load tips due to unexpected format.";

/** SPEC §8: the server's message, else the error's, else a generic one; a wrong shape has its own message. */
export function tipsErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  if (error instanceof Error && error.message) return error.message;
  return "An unknown error occurred while fetching tips.";
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
