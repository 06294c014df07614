import { FeaturePlaceholder } from "@/components/layout/feature-placeholder.tsx";

// Placeholder until the feature is built; replace this component, keep its name and route.
export function DashboardHomePage() {
  return <FeaturePlaceholder title="Dashboard" description="Your resumes, matches and letters at a glance." />;
}
