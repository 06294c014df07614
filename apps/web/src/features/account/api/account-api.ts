import { MeResponse } from "@hireable/contracts";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client.ts";

export const accountApi = {
  updateDisplayName: (displayName: string) =>
    apiRequest("/auth/profile", { method: "PATCH", body: { displayName }, schema: MeResponse }),
  changePassword: (currentPassword: string, newPassword: string) =>
    apiRequest("/auth/password", {
      method: "POST",
      body: { currentPassword, newPassword },
      schema: z.object({ token: z.string(), message: z.string() }),
    }),
  deleteAccount: (password: string) => apiRequest("/auth/account", { method: "DELETE", body: { password } }),
};
