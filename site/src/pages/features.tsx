import { useLayoutData } from "../app/frame/useLayoutData";
import { PageIntro } from "../app/PageIntro";
import { featuresIntro } from "./intros/features";

export default function FeaturesPage() {
  const { links } = useLayoutData();
  return <PageIntro messages={featuresIntro} links={links} />;
}
