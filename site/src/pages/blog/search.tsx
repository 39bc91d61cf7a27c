import { PageIntro } from "../../app/PageIntro";
import { useLayoutData } from "../../layouts/useLayoutData";
import { blogSearchIntro } from "../intros/blog";

export default function BlogSearchPage() {
  const { links } = useLayoutData();
  return <PageIntro messages={blogSearchIntro} links={links} plain />;
}
