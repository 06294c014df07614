import { AtsCheckResponse } from "@hireable/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client.ts";

/** POST /api/builder/generated/{id}/ats-check: the exported PDF read back and analysed (never changes for an id). */
export function useAtsCheck(id: string) {
  return useQuery({
    queryKey: ["ats-check", id],
    queryFn: () =>
      apiRequest(`/builder/generated/${encodeURIComponent(id)}/ats-check`, {
        method: "POST",
        schema: AtsCheckResponse,
      }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
