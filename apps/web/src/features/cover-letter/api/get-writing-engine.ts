import { WritingEngineResponse } from "@hireable/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client.ts";

/** Which writer is on: the configured language model's name, or null for the built-in writer. */
export function useWritingEngine() {
  return useQuery({
    queryKey: ["writing-engine"],
    queryFn: () => apiRequest("/writing", { schema: WritingEngineResponse }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
