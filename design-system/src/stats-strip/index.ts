export { type Stat, StatsStrip, type StatsStripProps } from "./StatsStrip";
