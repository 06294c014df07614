// The protected area's rule (SPEC §2): a full-screen spinner while auth is loading; /login when there is
// no signed-in user. A stored token keeps auth in "loading" until the server has confirmed it.
export type AuthStatus = "loading" | "signed-in" | "signed-out";
export type GuardDecision = "spinner" | "redirect-to-login" | "allow";

export function guardDecision(status: AuthStatus): GuardDecision {
  if (status === "loading") return "spinner";
  return status === "signed-in" ? "allow" : "redirect-to-login";
}
