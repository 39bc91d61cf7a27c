import { useLayoutData } from "../../app/frame/useLayoutData";
import { PageIntro } from "../../app/PageIntro";
import { blogSearchIntro } from "../intros/blog";

export default function BlogSearchPage() {
  const { links } = useLayoutData();
  return <PageIntro messages={blogSearchIntro} links={links} plain />;
}
