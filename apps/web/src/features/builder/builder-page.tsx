import { FeaturePlaceholder } from "@/components/layout/feature-placeholder.tsx";

// Placeholder until the feature is built; replace this component, keep its name and route.
export function BuilderPage() {
  return (
    <FeaturePlaceholder title="Resume Builder" description="Craft your perfect resume with our AI-powered assistant" />
  );
}
