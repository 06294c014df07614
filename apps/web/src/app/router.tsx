// Every route of the app, in one place (SPEC §2); the signed-in area's routes are in dashboard-routes.tsx.
// The landing page and the public frame load with the app; every other page is its own chunk, fetched on
// first visit, so the first page stays light. Declarative routes (no data router): pages load their own
// data, and the data router alone would add 16 kB gzip to every first visit.
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { Outlet, Route, Routes, useLocation } from "react-router";
import { LoadingOverlay } from "@/components/layout/loading-overlay.tsx";
import { PublicLayout } from "@/components/layout/public-layout.tsx";
import { SignInDialogProvider } from "@/components/layout/sign-in-dialog.tsx";
import { LandingPage } from "@/features/landing/landing-page.tsx";
import { AnalyzePage, BuilderPage, JobMatchPage, lazyNamed, PageLoading } from "./lazy-pages.tsx";
import { GuestOnlyRoute, ProtectedRoute } from "./protected-route.tsx";

const PageServices = lazy(() => import("./page-services.tsx"));
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));
const DashboardRoutes = lazy(() => import("./dashboard-routes.tsx"));

const info = () => import("@/features/info-pages/info-pages.tsx");
const StoredAnalysisPage = lazyNamed(() => import("@/features/analyze/stored-analysis-page.tsx"), "StoredAnalysisPage");
const LoginPage = lazyNamed(() => import("@/features/auth/login-page.tsx"), "LoginPage");
const SignupPage = lazyNamed(() => import("@/features/auth/signup-page.tsx"), "SignupPage");
const NotFoundPage = lazyNamed(() => import("@/features/not-found/not-found-page.tsx"), "NotFoundPage");

/** Public pages with nothing around them but the public frame. */
const PUBLIC_PAGES: Array<[path: string, Page: ComponentType]> = [
  ["/analyze", AnalyzePage],
  ["/analyze/:resumeId", StoredAnalysisPage],
  ["/pricing", lazyNamed(info, "PricingPage")],
  ["/about", lazyNamed(info, "AboutPage")],
  ["/contact", lazyNamed(info, "ContactPage")],
  ["/privacy", lazyNamed(info, "PrivacyPage")],
  ["/terms", lazyNamed(info, "TermsPage")],
  ["*", NotFoundPage],
];

/** A page from its own chunk, with what pages share around it (the query cache). */
function Page({ children }: { children: ReactNode }) {
  return (
    <PageLoading>
      <PageServices>{children}</PageServices>
    </PageLoading>
  );
}

function Root() {
  // Toasts come from the pages past the landing page: the toaster loads with the first of them.
  const { pathname } = useLocation();
  const [toasts, setToasts] = useState(pathname !== "/");
  useEffect(() => {
    if (pathname !== "/") setToasts(true);
  }, [pathname]);
  return (
    <SignInDialogProvider>
      <LoadingOverlay />
      <Outlet />
      {toasts && (
        <Suspense fallback={null}>
          <Toaster richColors position="top-right" />
        </Suspense>
      )}
    </SignInDialogProvider>
  );
}

export function AppRoutes() {
  const page = (element: ReactNode) => <Page>{element}</Page>;
  return (
    <Routes>
      <Route element={<Root />}>
        <Route element={<PublicLayout />}>
          <Route path="/" element={<LandingPage />} />
          <Route element={<ProtectedRoute />}>
            <Route
              path="/builder"
              element={page(
                <div className="mx-auto max-w-6xl px-4 py-10">
                  <BuilderPage />
                </div>,
              )}
            />
            <Route path="/job-match" element={page(<JobMatchPage />)} />
          </Route>
          <Route element={<GuestOnlyRoute />}>
            <Route path="/login" element={page(<LoginPage />)} />
            <Route path="/signup" element={page(<SignupPage />)} />
            <Route path="/register" element={page(<SignupPage />)} />
          </Route>
          {PUBLIC_PAGES.map(([path, Public]) => (
            <Route key={path} path={path} element={page(<Public />)} />
          ))}
        </Route>
        <Route element={<ProtectedRoute />}>
          <Route path="/dashboard/*" element={page(<DashboardRoutes />)} />
        </Route>
      </Route>
    </Routes>
  );
}
