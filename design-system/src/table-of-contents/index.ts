export { TableOfContents, type TableOfContentsProps, type TocHeading } from "./TableOfContents";
