import { PageIntro } from "../../app/PageIntro";
import { useLayoutData } from "../../layouts/useLayoutData";
import { downloadIntro } from "../intros/download";

export default function DownloadPage() {
  const { links } = useLayoutData();
  return <PageIntro messages={downloadIntro} links={links} />;
}
