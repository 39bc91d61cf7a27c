import { createContext, useContext } from "react";

/** True inside a PlanPicker: there a PlanCard is a radio of the group, elsewhere a plain card. */
export const PlanGroupContext = createContext(false);

export function useInPlanGroup(): boolean {
  return useContext(PlanGroupContext);
}
