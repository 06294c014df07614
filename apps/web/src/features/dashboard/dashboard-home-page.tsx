// Dashboard home (SPEC §2, PRODUCT.md): the user's real figures, activity and tasks; empty states for a
// new user; never sample numbers shown as the user's.
import { greetingFor } from "@hireable/contracts";
import {
  BarChart3Icon,
  BriefcaseIcon,
  FileSearchIcon,
  FileTextIcon,
  KanbanSquareIcon,
  type LucideIcon,
  MailIcon,
  SparklesIcon,
  UploadIcon,
} from "lucide-react";
import { Link, useNavigate } from "react-router";
import { useAuth } from "@/app/auth-context.tsx";
import { Button, buttonVariants } from "@/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { formatTimestamp } from "@/lib/format-date.ts";
import { shownName } from "@/lib/user-display.ts";
import { useDashboardSummary, useRecentActivity } from "./api/get-dashboard.ts";
import { ApplicationsCard } from "./applications-card.tsx";

const ACTIVITY_ICONS: Record<string, LucideIcon> = {
  resume_upload: UploadIcon,
  resume_analysis: BarChart3Icon,
  job_match: BriefcaseIcon,
  resume_generation: FileTextIcon,
  cover_letter: MailIcon,
  application: KanbanSquareIcon,
};

const QUICK_ACTIONS = [
  { to: "/dashboard/analyze", label: "Analyze a resume", icon: FileSearchIcon },
  { to: "/dashboard/builder", label: "Build a resume", icon: FileTextIcon },
  { to: "/dashboard/job-match", label: "Match to a job", icon: BriefcaseIcon },
  { to: "/dashboard/cover-letter", label: "Write a cover letter", icon: MailIcon },
];

function Change({ value }: { value: number | null }) {
  if (value === null || value === 0) return null;
  return <span className={value > 0 ? "text-emerald-600" : "text-red-600"}>{`${value > 0 ? "+" : ""}${value}%`}</span>;
}

function SummaryCard({
  label,
  value,
  suffix = "",
  change = null,
  testId,
}: {
  label: string;
  value: number | null;
  suffix?: string;
  change?: number | null;
  testId: string;
}) {
  return (
    <Card data-testid={testId}>
      <CardContent className="p-5">
        <p className="text-sm text-slate-600">{label}</p>
        <p className="mt-1 text-3xl font-bold text-slate-900">{value === null ? "—" : `${value}${suffix}`}</p>
        <p className="mt-1 text-xs text-slate-500">{value === null ? "Nothing yet" : <Change value={change} />}</p>
      </CardContent>
    </Card>
  );
}

export function DashboardHomePage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const summary = useDashboardSummary();
  const activity = useRecentActivity();
  const now = new Date();
  const today = now.toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric" });
  const data = summary.data;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {greetingFor(now.getHours())}, {shownName(user)}
          </h1>
          <p className="text-slate-600">{today}</p>
        </div>
        <Button onClick={() => navigate("/dashboard/analyze")}>
          <UploadIcon /> Upload New Resume
        </Button>
      </div>

      {summary.isPending ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="summary-skeletons">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <SummaryCard
            testId="card-resume-score"
            label="Resume Score"
            value={data?.resumeScore?.value ?? null}
            suffix="%"
            change={data?.resumeScore?.change ?? null}
          />
          <SummaryCard
            testId="card-match-rate"
            label="Job Match Rate"
            value={data?.jobMatchRate?.value ?? null}
            suffix="%"
            change={data?.jobMatchRate?.change ?? null}
          />
          <SummaryCard testId="card-resumes" label="Resumes Created" value={data?.resumesCreated ?? 0} />
          <SummaryCard testId="card-letters" label="Cover Letters" value={data?.coverLetters ?? 0} />
        </div>
      )}

      <ApplicationsCard />

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {QUICK_ACTIONS.map((action) => (
          <Link
            key={action.to}
            to={action.to}
            className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 font-medium text-slate-800 shadow-sm hover:border-brand-500"
          >
            <action.icon className="size-5 text-brand-600" aria-hidden /> {action.label}
          </Link>
        ))}
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Recent Activity</CardTitle>
          </CardHeader>
          <CardContent>
            {activity.isPending && <Skeleton className="h-24" />}
            {activity.data?.length === 0 && (
              <div className="rounded-lg bg-slate-50 p-6 text-center">
                <p className="font-medium text-slate-700">No Recent Activity</p>
                <p className="text-sm text-slate-500">Upload or analyze a resume to get started.</p>
              </div>
            )}
            <ul className="space-y-3">
              {activity.data?.map((item) => {
                const Icon = ACTIVITY_ICONS[item.type] ?? SparklesIcon;
                return (
                  <li key={item.id} className="flex gap-3" data-testid="activity-item">
                    <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                      <Icon className="size-4" aria-hidden />
                    </span>
                    <div className="min-w-0">
                      <p className="font-medium text-slate-900">{item.title}</p>
                      <p className="truncate text-sm text-slate-600">{item.description}</p>
                      <p className="text-xs text-slate-500">{formatTimestamp(item.date)}</p>
                    </div>
                  </li>
                );
              })}
            </ul>
            {(activity.data?.length ?? 0) > 0 && (
              <Link to="/dashboard/my-resumes" className={`${buttonVariants({ variant: "link" })} mt-2 px-0`}>
                View All Activity
              </Link>
            )}
          </CardContent>
        </Card>

        <div className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>Resume Strength</CardTitle>
            </CardHeader>
            <CardContent>
              {data?.strength ? (
                <div className="space-y-3">
                  {Object.entries(data.strength).map(([name, value]) => (
                    <div key={name}>
                      <div className="flex justify-between text-sm">
                        <span className="capitalize text-slate-700">{name}</span>
                        <span className="font-medium">{value}</span>
                      </div>
                      <div className="mt-1 h-2 rounded-full bg-slate-100">
                        <div className="h-full rounded-full bg-brand-600" style={{ width: `${value}%` }} />
                      </div>
                    </div>
                  ))}
                  {data.latestResumeId && (
                    <Link
                      to={`/analyze/${data.latestResumeId}`}
                      className={`${buttonVariants({ variant: "link" })} px-0`}
                    >
                      View Detailed Analysis
                    </Link>
                  )}
                </div>
              ) : (
                <p className="text-sm text-slate-500">Analyze a resume to see its strength here.</p>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Upcoming Tasks</CardTitle>
            </CardHeader>
            <CardContent>
              {data && data.tasks.length === 0 ? (
                <div className="rounded-lg bg-slate-50 p-4 text-center">
                  <p className="font-medium text-slate-700">No Upcoming Tasks</p>
                  <p className="text-sm text-slate-500">You are all caught up.</p>
                </div>
              ) : (
                <ul className="space-y-3">
                  {data?.tasks.map((task) => (
                    <li key={task.id} data-testid="task">
                      <Link
                        to={task.to}
                        className="block rounded-lg border border-slate-200 p-3 hover:border-brand-500"
                      >
                        <p className="font-medium text-slate-900">{task.title}</p>
                        <p className="line-clamp-2 text-sm text-slate-600">{task.description}</p>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
