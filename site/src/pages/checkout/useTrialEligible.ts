import { quietApi } from "../../api/quiet";
import { useQuery } from "../../app/hooks/useQuery";

/**
 * Whether the trial price applies: a returning buyer pays the full price,
 * the trial is for a first subscription. Asked only for a signed-in visitor
 * and a plan with a trial price; eligible until the api says otherwise, and
 * when it cannot say.
 */
export function useTrialEligible(signedIn: boolean, trialPrice: unknown): boolean {
  const eligible = useQuery(
    () =>
      quietApi()
        .then((calls) => calls.subscriptionMy({ page: 1, page_size: 1 }))
        .then((page) => page.total === 0),
    [signedIn, trialPrice],
    { enabled: signedIn && Boolean(trialPrice), initialData: true },
  );
  return eligible.data;
}
