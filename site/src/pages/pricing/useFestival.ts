import { useEffect, useState } from "react";
import { isFestival } from "../../promotion";
import { currentPromotion } from "../../promotion/current-promotion";

/**
 * Whether the remote config's festival is on now (SPEC.md §4), known after
 * hydration; false until then and when the config cannot be read.
 */
export function useFestival(): boolean {
  const [festival, setFestival] = useState(false);
  useEffect(() => {
    let current = true;
    currentPromotion()
      .then((promotion) => {
        if (current) setFestival(isFestival(promotion.config, new Date()));
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, []);
  return festival;
}
