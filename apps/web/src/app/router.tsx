// Every route of the app, in one place (SPEC §2).
import { createBrowserRouter, Navigate, Outlet } from "react-router";
import { DashboardLayout } from "@/components/layout/dashboard-layout.tsx";
import { LoadingOverlay } from "@/components/layout/loading-overlay.tsx";
import { PublicLayout } from "@/components/layout/public-layout.tsx";
import { SignInDialogProvider } from "@/components/layout/sign-in-dialog.tsx";
import { ProfilePage } from "@/features/account/profile-page.tsx";
import { SettingsPage } from "@/features/account/settings-page.tsx";
import { AnalyzePage } from "@/features/analyze/analyze-page.tsx";
import { StoredAnalysisPage } from "@/features/analyze/stored-analysis-page.tsx";
import { LoginPage } from "@/features/auth/login-page.tsx";
import { SignupPage } from "@/features/auth/signup-page.tsx";
import { BuilderPage } from "@/features/builder/builder-page.tsx";
import { CoverLetterPage } from "@/features/cover-letter/cover-letter-page.tsx";
import { DashboardHomePage } from "@/features/dashboard/dashboard-home-page.tsx";
import { MyDocumentsPage } from "@/features/documents/my-documents-page.tsx";
import { HelpPage } from "@/features/help/help-page.tsx";
import { AboutPage, ContactPage, PricingPage, PrivacyPage, TermsPage } from "@/features/info-pages/info-pages.tsx";
import { JobMatchPage } from "@/features/job-match/job-match-page.tsx";
import { LandingPage } from "@/features/landing/landing-page.tsx";
import { NotFoundPage } from "@/features/not-found/not-found-page.tsx";
import { GuestOnlyRoute, ProtectedRoute } from "./protected-route.tsx";

function Root() {
  return (
    <SignInDialogProvider>
      <LoadingOverlay />
      <Outlet />
    </SignInDialogProvider>
  );
}

export const router = createBrowserRouter([
  {
    element: <Root />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: "/", element: <LandingPage /> },
          { path: "/analyze", element: <AnalyzePage /> },
          { path: "/analyze/:resumeId", element: <StoredAnalysisPage /> },
          {
            element: <ProtectedRoute />,
            children: [
              {
                path: "/builder",
                element: (
                  <div className="mx-auto max-w-6xl px-4 py-10">
                    <BuilderPage />
                  </div>
                ),
              },
              { path: "/job-match", element: <JobMatchPage /> },
            ],
          },
          {
            element: <GuestOnlyRoute />,
            children: [
              { path: "/login", element: <LoginPage /> },
              { path: "/signup", element: <SignupPage /> },
              { path: "/register", element: <SignupPage /> },
            ],
          },
          { path: "/pricing", element: <PricingPage /> },
          { path: "/about", element: <AboutPage /> },
          { path: "/contact", element: <ContactPage /> },
          { path: "/privacy", element: <PrivacyPage /> },
          { path: "/terms", element: <TermsPage /> },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
      {
        element: <ProtectedRoute />,
        children: [
          {
            path: "/dashboard",
            element: <DashboardLayout />,
            children: [
              { index: true, element: <DashboardHomePage /> },
              { path: "analyze", element: <AnalyzePage inDashboard /> },
              { path: "builder", element: <BuilderPage /> },
              { path: "job-match", element: <JobMatchPage inDashboard /> },
              { path: "cover-letter", element: <CoverLetterPage /> },
              { path: "my-resumes", element: <MyDocumentsPage /> },
              { path: "help", element: <HelpPage /> },
              { path: "profile", element: <ProfilePage /> },
              { path: "settings", element: <SettingsPage /> },
              // SPEC §2: a second /dashboard route leads back to the dashboard home.
              { path: "*", element: <Navigate to="/dashboard" replace /> },
            ],
          },
        ],
      },
    ],
  },
]);
