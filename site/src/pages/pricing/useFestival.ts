import { useQuery } from "../../app/hooks/useQuery";
import { isFestival } from "../../promotion";
import { currentPromotion } from "../../promotion/current-promotion";

/**
 * Whether the remote config's festival is on now (SPEC.md §4), known after
 * hydration; false until then and when the config cannot be read.
 */
export function useFestival(): boolean {
  const festival = useQuery(
    () => currentPromotion().then((promotion) => isFestival(promotion.config, new Date())),
    [],
  );
  return festival.status === "ready" && festival.data;
}
