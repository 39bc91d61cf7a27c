export { PlanCard, type PlanCardProps } from "./PlanCard";
export { type PlanView, planView } from "./planView";
