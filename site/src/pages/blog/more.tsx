import { PageIntro } from "../../app/PageIntro";
import { useLayoutData } from "../../layouts/useLayoutData";
import { blogMoreIntro } from "../intros/blog";

export default function BlogMorePage() {
  const { links } = useLayoutData();
  return <PageIntro messages={blogMoreIntro} links={links} plain />;
}
