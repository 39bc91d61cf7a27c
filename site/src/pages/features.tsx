import { PageIntro } from "../app/PageIntro";
import { useLayoutData } from "../layouts/useLayoutData";
import { featuresIntro } from "./intros/features";

export default function FeaturesPage() {
  const { links } = useLayoutData();
  return <PageIntro messages={featuresIntro} links={links} />;
}
