import { PageIntro } from "../../app/PageIntro";
import { blogArticleIntro } from "../intros/blog";

/**
 * No article exists until the blog's articles arrive, so the frame answers 404 for
 * every value; this renders once one is listed in site-pages.ts.
 */
export default function BlogArticlePage() {
  return <PageIntro messages={blogArticleIntro} plain />;
}
