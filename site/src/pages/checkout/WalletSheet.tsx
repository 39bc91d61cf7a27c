import {
  Button,
  Modal,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalTitle,
} from "@mvpn/design-system";
import { useIntl } from "react-intl";
import { checkoutMessages } from "../../checkout/checkout-messages";

/**
 * The wallet sheet of the gap provider in test mode: a live wallet (Google
 * Pay, Apple Pay) hands the page a payment token; the sandbox has two tokens
 * (docs/payments.md "Wallets (gap)"), and this dialog lets the buyer choose
 * which the wallet answers. Closing it is cancelling.
 */
export function WalletSheet({
  open,
  onAnswer,
}: {
  open: boolean;
  onAnswer: (answer: "approve" | "decline" | null) => void;
}) {
  const intl = useIntl();
  return (
    <Modal open={open} onOpenChange={(next) => (next ? undefined : onAnswer(null))}>
      <ModalContent data-slot="wallet-sheet">
        <ModalTitle>{intl.formatMessage(checkoutMessages.walletTitle)}</ModalTitle>
        <ModalDescription>{intl.formatMessage(checkoutMessages.walletBody)}</ModalDescription>
        <ModalFooter>
          <Button variant="ghost" onClick={() => onAnswer(null)}>
            {intl.formatMessage(checkoutMessages.walletCancel)}
          </Button>
          <Button variant="outline" onClick={() => onAnswer("decline")}>
            {intl.formatMessage(checkoutMessages.walletDecline)}
          </Button>
          <Button onClick={() => onAnswer("approve")}>
            {intl.formatMessage(checkoutMessages.walletApprove)}
          </Button>
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}
