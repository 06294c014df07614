import { LogOutIcon, SettingsIcon, UserIcon } from "lucide-react";
import { useNavigate } from "react-router";
import { useAuth } from "@/app/auth-context.tsx";
import { Avatar } from "@/components/ui/avatar.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu.tsx";
import { initials, shownName } from "@/lib/user-display.ts";

export function UserMenu() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const name = shownName(user);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        aria-label="Open user menu"
      >
        <Avatar src={user?.photoURL} alt={name} fallback={initials(user)} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>
          <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
          <p className="truncate text-xs font-normal text-slate-500">{user?.email}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate("/dashboard/profile")}>
          <UserIcon className="size-4" /> My Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate("/dashboard/settings")}>
          <SettingsIcon className="size-4" /> Settings
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={async () => {
            // Leave the guarded area first, so the guard does not send us to /login on the way out.
            navigate("/");
            await signOut();
          }}
        >
          <LogOutIcon className="size-4" /> Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
