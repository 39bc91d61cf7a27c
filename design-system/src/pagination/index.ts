export { Pagination, type PaginationLabels, type PaginationProps } from "./Pagination";
export { type PaginationItem, paginationRange } from "./paginationRange";
