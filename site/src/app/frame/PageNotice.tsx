import { Button } from "@mvpn/design-system";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { LinkAction } from "../SiteLink";

export interface PageNoticeProps {
  title: string;
  /** The sentences under the title. */
  children: ReactNode;
  /** The one way on: the home page in the visitor's language. */
  action: LinkAction;
}

/** A page that is only a notice (not found, an error): a large title, what happened and the way on. */
export function PageNotice({ title, children, action }: PageNoticeProps) {
  return (
    <section className="max-w-content mx-auto flex w-full flex-col items-start gap-4 px-4 py-24 sm:px-6 lg:px-8">
      <h1 className="font-display text-text m-0 text-3xl font-extrabold tracking-tight md:text-5xl">
        {title}
      </h1>
      {children}
      <Button asChild>
        <Link to={action.href}>{action.label}</Link>
      </Button>
    </section>
  );
}
