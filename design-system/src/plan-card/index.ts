export { PlanCard, type PlanCardPrice, type PlanCardProps } from "./PlanCard";
