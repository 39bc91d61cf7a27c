import { useLayoutData } from "../../app/frame/useLayoutData";
import { PageIntro } from "../../app/PageIntro";
import { blogIntro } from "../intros/blog";
import { BlogEmpty } from "./BlogEmpty";

export default function BlogHomePage() {
  const { links } = useLayoutData();
  return (
    <div className="flex flex-col gap-10">
      <PageIntro messages={blogIntro} links={links} plain />
      <BlogEmpty />
    </div>
  );
}
