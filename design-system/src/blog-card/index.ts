export { BlogCard, type BlogCardProps } from "./BlogCard";
export { publishedDate } from "./publishedDate";
export { readingTimeLabel } from "./readingTime";
