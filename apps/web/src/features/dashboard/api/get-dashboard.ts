import { ActivityResponse, DashboardSummary } from "@hireable/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client.ts";

export function useDashboardSummary() {
  return useQuery({
    queryKey: ["dashboard", "summary"],
    queryFn: () => apiRequest("/dashboard/summary", { schema: DashboardSummary }),
  });
}

/** SPEC §7: on failure the error is only logged and nothing made-up is shown. */
export function useRecentActivity() {
  return useQuery({
    queryKey: ["activity"],
    queryFn: async () => {
      try {
        return await apiRequest("/activity/recent", { schema: ActivityResponse });
      } catch (error) {
        console.error("Could not load recent activity", error);
        return [];
      }
    },
  });
}
