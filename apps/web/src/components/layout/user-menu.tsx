import { LogOutIcon, SettingsIcon, UserIcon } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useNavigate } from "react-router";
import { useAuth } from "@/app/auth-context.tsx";
import { initials, shownName } from "@/lib/user-display.ts";

export function UserAvatar({
  photoURL,
  label,
  text,
}: {
  photoURL: string | null | undefined;
  label: string;
  text: string;
}) {
  if (photoURL) return <img src={photoURL} alt={label} className="size-9 rounded-full object-cover" />;
  return (
    <span
      aria-hidden
      className="flex size-9 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
    >
      {text}
    </span>
  );
}

export function UserMenu() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const name = shownName(user);
  const item =
    "flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100";
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        aria-label="Open user menu"
      >
        <UserAvatar photoURL={user?.photoURL} label={name} text={initials(user)} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-60 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <div className="px-2 py-2">
            <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
            <p className="truncate text-xs text-slate-500">{user?.email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={item} onSelect={() => navigate("/dashboard/profile")}>
            <UserIcon className="size-4" /> My Profile
          </DropdownMenu.Item>
          <DropdownMenu.Item className={item} onSelect={() => navigate("/dashboard/settings")}>
            <SettingsIcon className="size-4" /> Settings
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item
            className={item}
            onSelect={async () => {
              // Leave the guarded area first, so the guard does not send us to /login on the way out.
              navigate("/");
              await signOut();
            }}
          >
            <LogOutIcon className="size-4" /> Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
