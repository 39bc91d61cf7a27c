import { useIntl } from "react-intl";
import { blogMessages } from "./blog-messages";

/**
 * Share links without a third-party script (issue #17): plain links to each
 * network's share page, opened in a new tab without a referrer, and mail.
 */
export function shareTargets(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return {
    x: `https://x.com/intent/tweet?url=${u}&text=${t}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    email: `mailto:?subject=${t}&body=${u}`,
  };
}

export function ShareLinks({ url, title }: { url: string; title: string }) {
  const intl = useIntl();
  const targets = shareTargets(url, title);
  const newTab = intl.formatMessage(blogMessages.newWindow);
  const link =
    "rounded-control border-border text-text hover:bg-surface-sunken focus-visible:outline-focus inline-flex min-h-11 items-center border px-4 text-sm font-semibold no-underline focus-visible:outline-2";
  const external = [
    ["x", targets.x, blogMessages.shareX],
    ["facebook", targets.facebook, blogMessages.shareFacebook],
    ["linkedin", targets.linkedin, blogMessages.shareLinkedIn],
  ] as const;
  return (
    <section aria-labelledby="blog-share" className="flex flex-col gap-3">
      <h2 id="blog-share" className="font-display text-text m-0 text-lg font-bold">
        {intl.formatMessage(blogMessages.share)}
      </h2>
      <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
        {external.map(([key, href, label]) => (
          <li key={key}>
            <a className={link} href={href} target="_blank" rel="noopener noreferrer">
              {intl.formatMessage(label)}
              <span className="sr-only"> {newTab}</span>
            </a>
          </li>
        ))}
        <li>
          <a className={link} href={targets.email}>
            {intl.formatMessage(blogMessages.shareEmail)}
          </a>
        </li>
      </ul>
    </section>
  );
}
