import { useLayoutData } from "../../app/frame/useLayoutData";
import { PageIntro } from "../../app/PageIntro";
import type { BlogCategory } from "../../app/routing/site-pages";
import { blogCategoryIntros } from "../intros/blog";
import { BlogEmpty } from "./BlogEmpty";

/** A category the category middleware let through (SPEC.md §2). */
export default function BlogCategoryPage() {
  const { params } = useLayoutData();
  return (
    <div className="flex flex-col gap-10">
      <PageIntro messages={blogCategoryIntros[params.category as BlogCategory]} plain />
      <BlogEmpty />
    </div>
  );
}
