import { FeaturePlaceholder } from "@/components/layout/feature-placeholder.tsx";

// Placeholder until the feature is built; replace this component, keep its name and route.
export function MyDocumentsPage() {
  return <FeaturePlaceholder title="My Documents" description="Your uploaded and generated resumes." />;
}
