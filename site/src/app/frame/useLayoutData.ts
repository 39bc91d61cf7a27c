import { createContext, useContext } from "react";
import type { LayoutData } from "./layout-data";

export const LayoutDataContext = createContext<LayoutData | null>(null);

/** The frame's data (locale, page, links) for the page inside it. */
export function useLayoutData(): LayoutData {
  const data = useContext(LayoutDataContext);
  if (!data) throw new Error("useLayoutData() is only available inside a site layout");
  return data;
}
