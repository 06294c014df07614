// Dashboard sidebar (SPEC §2): 16rem open, 3rem icon-only when collapsed, an 18rem sheet on mobile.
import {
  BriefcaseIcon,
  FileSearchIcon,
  FileTextIcon,
  FolderIcon,
  HelpCircleIcon,
  KanbanSquareIcon,
  LayoutDashboardIcon,
  MailIcon,
  SparklesIcon,
} from "lucide-react";
import { Link, useLocation } from "react-router";
import { Badge } from "@/components/ui/badge.tsx";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet.tsx";
import { cn } from "@/lib/cn.ts";
import { Logo } from "./logo.tsx";

export const SIDEBAR_ITEMS = [
  { label: "Dashboard", to: "/dashboard", icon: LayoutDashboardIcon },
  { label: "Resume Analysis", to: "/dashboard/analyze", icon: FileSearchIcon },
  { label: "Resume Builder", to: "/dashboard/builder", icon: FileTextIcon },
  { label: "Job Match", to: "/dashboard/job-match", icon: BriefcaseIcon },
  { label: "Cover Letters", to: "/dashboard/cover-letter", icon: MailIcon, badge: "New" },
  { label: "Applications", to: "/dashboard/applications", icon: KanbanSquareIcon },
  { label: "My Documents", to: "/dashboard/my-resumes", icon: FolderIcon },
  { label: "Help & Tips", to: "/dashboard/help", icon: HelpCircleIcon },
] as const;

function SidebarBody({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <div className="flex h-full flex-col">
      <div className={cn("flex h-16 items-center border-b border-slate-200", collapsed ? "justify-center" : "px-4")}>
        <Logo compact={collapsed} />
      </div>
      <nav aria-label="Dashboard" className="flex-1 space-y-1 overflow-y-auto p-2">
        {SIDEBAR_ITEMS.map((item) => {
          // A section's own pages (an application's) keep its entry lit.
          const active = pathname === item.to || (item.to !== "/dashboard" && pathname.startsWith(`${item.to}/`));
          const Icon = item.icon;
          return (
            <Link
              key={item.to}
              to={item.to}
              onClick={onNavigate}
              title={collapsed ? item.label : undefined}
              aria-current={active ? "page" : undefined}
              className={cn(
                "flex items-center gap-3 rounded-lg px-2.5 py-2 text-sm font-medium transition-colors",
                active ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100",
                collapsed && "justify-center px-0",
              )}
            >
              <Icon className="size-4 shrink-0" aria-hidden />
              {!collapsed && <span className="flex-1 truncate">{item.label}</span>}
              {!collapsed && "badge" in item && <Badge variant={active ? "outline" : "default"}>{item.badge}</Badge>}
              {collapsed && <span className="sr-only">{item.label}</span>}
            </Link>
          );
        })}
      </nav>
      {!collapsed && (
        <div className="space-y-3 border-t border-slate-200 p-3">
          <div className="flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-xs font-semibold text-emerald-700">
            <SparklesIcon className="size-3.5" aria-hidden /> Premium Plan - Active
          </div>
          <div className="rounded-lg bg-brand-50 p-3 text-xs text-slate-700">
            <p className="mb-1 font-semibold text-brand-700">Pro Tips</p>
            Tailoring your resume to each job description gives you up to 60% more chances of landing an interview.
          </div>
        </div>
      )}
    </div>
  );
}

export function DashboardSidebar({
  open,
  isMobile,
  onMobileOpenChange,
}: {
  open: boolean;
  isMobile: boolean;
  onMobileOpenChange(open: boolean): void;
}) {
  if (isMobile) {
    return (
      <Sheet open={open} onOpenChange={onMobileOpenChange}>
        <SheetContent side="left" className="w-[18rem]">
          <SheetTitle className="sr-only">Sidebar navigation</SheetTitle>
          <SheetDescription className="sr-only">Dashboard sections</SheetDescription>
          <SidebarBody collapsed={false} onNavigate={() => onMobileOpenChange(false)} />
        </SheetContent>
      </Sheet>
    );
  }
  return (
    <aside
      data-testid="dashboard-sidebar"
      data-state={open ? "expanded" : "collapsed"}
      className="sticky top-0 h-screen shrink-0 border-r border-slate-200 bg-white transition-[width] duration-200"
      style={{ width: open ? "16rem" : "3rem" }}
    >
      <SidebarBody collapsed={!open} />
    </aside>
  );
}
