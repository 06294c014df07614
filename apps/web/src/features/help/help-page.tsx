import { FeaturePlaceholder } from "@/components/layout/feature-placeholder.tsx";

// Placeholder until the feature is built; replace this component, keep its name and route.
export function HelpPage() {
  return <FeaturePlaceholder title="Help & Tips" description="Resume tips, FAQs and tutorials." />;
}
