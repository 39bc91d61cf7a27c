import { useLayoutData } from "../../app/frame/useLayoutData";
import { PageIntro } from "../../app/PageIntro";
import { blogMoreIntro } from "../intros/blog";

export default function BlogMorePage() {
  const { links } = useLayoutData();
  return <PageIntro messages={blogMoreIntro} links={links} plain />;
}
