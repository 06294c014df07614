// The signed-in area: sidebar, top bar (search, Help, user menu) and the content outlet.
import { HelpCircleIcon, PanelLeftIcon, SearchIcon } from "lucide-react";
import { useState } from "react";
import { Outlet, useNavigate } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { DashboardSidebar } from "./dashboard-sidebar.tsx";
import { useIsMobile } from "./use-is-mobile.ts";
import { useSidebarState } from "./use-sidebar-state.ts";
import { UserMenu } from "./user-menu.tsx";

export function DashboardLayout() {
  const isMobile = useIsMobile();
  const { open, mobileOpen, setMobileOpen, toggle } = useSidebarState(isMobile);
  const navigate = useNavigate();
  const [query, setQuery] = useState("");

  return (
    <div className="flex min-h-screen bg-slate-50">
      <DashboardSidebar open={isMobile ? mobileOpen : open} isMobile={isMobile} onMobileOpenChange={setMobileOpen} />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur">
          <Button variant="ghost" size="icon" aria-label="Toggle sidebar" onClick={toggle}>
            <PanelLeftIcon />
          </Button>
          <form
            role="search"
            className="relative hidden max-w-md flex-1 md:block"
            onSubmit={(event) => {
              event.preventDefault();
              navigate(`/dashboard/my-resumes?q=${encodeURIComponent(query.trim())}`);
            }}
          >
            <SearchIcon className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
            <input
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Search your documents…"
              aria-label="Search your documents"
              className="h-9 w-full rounded-lg border border-slate-200 bg-slate-50 pl-9 pr-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30"
            />
          </form>
          <div className="ml-auto flex items-center gap-2">
            <Button variant="ghost" size="sm" onClick={() => navigate("/dashboard/help")}>
              <HelpCircleIcon /> Help
            </Button>
            <UserMenu />
          </div>
        </header>
        <main className="flex-1 p-4 md:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
