// The signed-in area's routes under /dashboard (SPEC §2), loaded with the first visit to it.
import type { ComponentType, ReactNode } from "react";
import { Navigate, Route, Routes } from "react-router";
import { DashboardLayout } from "@/components/layout/dashboard-layout.tsx";
import { AnalyzePage, BuilderPage, JobMatchPage, lazyNamed, PageLoading } from "./lazy-pages.tsx";

const DASHBOARD_PAGES: Array<[path: string, Page: ComponentType]> = [
  ["builder", BuilderPage],
  ["cover-letter", lazyNamed(() => import("@/features/cover-letter/cover-letter-page.tsx"), "CoverLetterPage")],
  ["applications", lazyNamed(() => import("@/features/applications/applications-page.tsx"), "ApplicationsPage")],
  ["applications/:id", lazyNamed(() => import("@/features/applications/application-page.tsx"), "ApplicationPage")],
  ["my-resumes", lazyNamed(() => import("@/features/documents/my-documents-page.tsx"), "MyDocumentsPage")],
  ["help", lazyNamed(() => import("@/features/help/help-page.tsx"), "HelpPage")],
  ["profile", lazyNamed(() => import("@/features/account/profile-page.tsx"), "ProfilePage")],
  ["settings", lazyNamed(() => import("@/features/account/settings-page.tsx"), "SettingsPage")],
];
const DashboardHomePage = lazyNamed(() => import("@/features/dashboard/dashboard-home-page.tsx"), "DashboardHomePage");

export default function DashboardRoutes() {
  const loading = (element: ReactNode) => <PageLoading>{element}</PageLoading>;
  return (
    <Routes>
      <Route element={<DashboardLayout />}>
        <Route index element={loading(<DashboardHomePage />)} />
        <Route path="analyze" element={loading(<AnalyzePage inDashboard />)} />
        <Route path="job-match" element={loading(<JobMatchPage inDashboard />)} />
        {DASHBOARD_PAGES.map(([path, Page]) => (
          <Route key={path} path={path} element={loading(<Page />)} />
        ))}
        {/* SPEC §2: a second /dashboard route leads back to the dashboard home. */}
        <Route path="*" element={<Navigate to="/dashboard" replace />} />
      </Route>
    </Routes>
  );
}
