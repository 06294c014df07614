import { FeaturePlaceholder } from "@/components/layout/feature-placeholder.tsx";

// Placeholder until the feature is built; replace this component, keep its name and route.
export function SettingsPage() {
  return <FeaturePlaceholder title="Settings" description="Your account settings." />;
}
