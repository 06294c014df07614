import { FeaturePlaceholder } from "@/components/layout/feature-placeholder.tsx";

// Placeholder until the feature is built; replace this component, keep its name and route.
export function ProfilePage() {
  return <FeaturePlaceholder title="My Profile" description="Your name and password." />;
}
