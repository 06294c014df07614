// The identity endpoints, typed by the shared contract.
import { LoginResponse, MeResponse, RefreshResponse, type SignupRequest, SignupResponse } from "@hireable/contracts";
import { apiRequest } from "@/lib/api-client.ts";

export const authApi = {
  signUp: (input: SignupRequest) => apiRequest("/auth/signup", { body: input, schema: SignupResponse }),
  signIn: (email: string, password: string) =>
    apiRequest("/auth/login", { body: { email, password }, schema: LoginResponse }),
  me: () => apiRequest("/auth/me", { schema: MeResponse }),
  refresh: () => apiRequest("/auth/refresh", { method: "POST", schema: RefreshResponse }),
  signOut: () => apiRequest("/auth/logout", { method: "POST" }),
};
