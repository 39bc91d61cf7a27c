export { DEFAULT_GRID_COLUMNS, Grid, GridItem, type GridItemProps, type GridProps } from "./Grid";
export {
  GRID_BREAKPOINTS,
  type GridBreakpoint,
  type GridCount,
  type ResponsiveValue,
} from "./gridClasses";
