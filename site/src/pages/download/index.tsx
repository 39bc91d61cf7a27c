import { useLayoutData } from "../../app/frame/useLayoutData";
import { PageIntro } from "../../app/PageIntro";
import { downloadIntro } from "../intros/download";

export default function DownloadPage() {
  const { links } = useLayoutData();
  return <PageIntro messages={downloadIntro} links={links} />;
}
