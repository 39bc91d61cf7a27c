import { useLayoutData } from "../../app/frame/useLayoutData";
import { PageIntro } from "../../app/PageIntro";
import { blogTagIntro } from "../intros/blog";

/**
 * No tag exists until the blog's articles arrive, so the frame answers 404 for
 * every value; this renders once one is listed in site-pages.ts.
 */
export default function BlogTagPage() {
  const { params } = useLayoutData();
  return <PageIntro messages={blogTagIntro} values={{ tag: params.tagId }} plain />;
}
