// Pages loaded on first visit, and what shows while one loads; shared by the public routes (router.tsx) and
// the signed-in area's (dashboard-routes.tsx).
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode, Suspense } from "react";
import { FullScreenSpinner } from "@/components/ui/spinner.tsx";

// biome-ignore lint/suspicious/noExplicitAny: each page's own props are checked where it is rendered
type AnyComponent = ComponentType<any>;

/** A component exported by name from a chunk loaded on first render. */
export function lazyNamed<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}

/** The spinner while a page's chunk loads. */
export function PageLoading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullScreenSpinner label="Loading page" />}>{children}</Suspense>;
}

// Pages reached both from the public frame and from the dashboard.
export const AnalyzePage = lazyNamed(() => import("@/features/analyze/analyze-page.tsx"), "AnalyzePage");
export const JobMatchPage = lazyNamed(() => import("@/features/job-match/job-match-page.tsx"), "JobMatchPage");
export const BuilderPage = lazyNamed(() => import("@/features/builder/builder-page.tsx"), "BuilderPage");
