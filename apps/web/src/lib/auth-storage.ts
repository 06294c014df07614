// The two localStorage keys of SPEC §3: the current auth token and the path to return to after sign-in.
export const TOKEN_KEY = "firebaseIdToken";
export const REDIRECT_KEY = "authRedirectPath";

export const authStorage = {
  getToken: (): string | null => localStorage.getItem(TOKEN_KEY),
  setToken: (token: string): void => localStorage.setItem(TOKEN_KEY, token),
  clearToken: (): void => localStorage.removeItem(TOKEN_KEY),
  getRedirectPath: (): string | null => localStorage.getItem(REDIRECT_KEY),
  setRedirectPath: (path: string): void => localStorage.setItem(REDIRECT_KEY, path),
  clearRedirectPath: (): void => localStorage.removeItem(REDIRECT_KEY),
};

const AUTH_PAGES = ["/login", "/signup", "/register"];

export function isAuthPage(pathname: string): boolean {
  return AUTH_PAGES.includes(pathname);
}

/** Where to go after sign-in: the stored path when it is a safe in-app path, else the dashboard. */
export function postLoginPath(stored: string | null): string {
  const isInAppPath = stored?.startsWith("/") === true && !stored.startsWith("//");
  if (!stored || !isInAppPath || isAuthPage(stored.split("?")[0] ?? "")) {
    return "/dashboard";
  }
  return stored;
}
