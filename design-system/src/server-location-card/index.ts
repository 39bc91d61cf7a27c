export { cityCountLabel } from "./cityCount";
export { countryName } from "./countryName";
export { ServerLocationCard, type ServerLocationCardProps } from "./ServerLocationCard";
