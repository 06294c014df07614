// SPEC §2 avatar and name rules.
export interface DisplayableUser {
  displayName?: string | null;
  email?: string | null;
}

/** Upper-cased first letters of the display name's words; else the email's first two letters; else 'U'. */
export function initials(user: DisplayableUser | null | undefined): string {
  const name = user?.displayName?.trim();
  if (name) {
    return name
      .split(/\s+/)
      .map((word) => word[0] ?? "")
      .join("")
      .toUpperCase();
  }
  const email = user?.email?.trim();
  if (email) return email.slice(0, 2).toUpperCase();
  return "U";
}

/** The display name, else the part of the email before the @, else 'User'. */
export function shownName(user: DisplayableUser | null | undefined): string {
  const name = user?.displayName?.trim();
  if (name) return name;
  const local = user?.email?.split("@")[0];
  if (local) return local;
  return "User";
}
