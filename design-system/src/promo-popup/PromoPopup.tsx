import { Slot } from "@radix-ui/react-slot";
import { isValidElement, type ReactNode } from "react";
import { buttonVariants } from "../button/buttonVariants";
import { cn } from "../lib/cn";
import {
  Modal,
  ModalContent,
  type ModalContentProps,
  ModalDescription,
  ModalFooter,
  ModalTitle,
} from "../modal";
import { PromoText } from "../promo-text/PromoText";
import {
  ON_BRAND_FLAVOURS,
  PROMO_POPUP_SURFACE,
  type PromoPopupFlavour,
  promoPopupVariants,
} from "./promoPopupVariants";

export interface PromoPopupProps {
  /**
   * The visual variant: the brand band (`brand`, `brand-framed` with an
   * accent frame), a light card (`light`) or a bottom sheet (`sheet`). The
   * site decides which popup is due and which variant draws it.
   */
  flavour: PromoPopupFlavour;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The heading, also the dialog's name. */
  title: ReactNode;
  /**
   * The message. A string is promotion markup (`[accent]Save @(0)%[/accent]`,
   * see PromoText) filled from `values` and coloured for the flavour's surface;
   * anything else is rendered as it is.
   */
  body?: ReactNode;
  /** Values for the `@(n)` placeholders of a string `body`. */
  values?: readonly (string | number)[];
  /**
   * The call to action: one link or button element, e.g. `<a href="/pricing">Get 59% off</a>`
   * or a router `<Link>`; it gets the primary button's look and stays what it is.
   */
  cta?: ReactNode;
  /** A picture above the title (an `<img>` with width and height, or an SVG). */
  image?: ReactNode;
  /** Extra content between the message and the action, such as a `Countdown`. */
  children?: ReactNode;
  /** Overrides the translated "Close" of the × button. */
  closeLabel?: string;
  className?: string;
  /**
   * False renders a non-modal dialog (no backdrop, no focus trap), for
   * in-page previews such as a gallery of the four flavours. Default true.
   */
  modal?: boolean;
  /** Where the dialog is portalled; `document.body` by default. */
  container?: ModalContentProps["container"];
  /** `inline` for in-page previews (with `modal={false}`): laid out where it is portalled. */
  placement?: ModalContentProps["placement"];
  /** Called when the dialog moves focus inside on opening; `preventDefault()` keeps focus where it is. */
  onOpenAutoFocus?: ModalContentProps["onOpenAutoFocus"];
}

/**
 * A promotion popup on the design system's Modal: focus is trapped, Escape,
 * the × button and the backdrop close it, and `onOpenChange(false)` tells the
 * site, which records it as shown. Presentational: it gets its variant and
 * its words as props; when to open it, and which one, is the site's rule.
 */
export function PromoPopup({
  flavour,
  open,
  onOpenChange,
  title,
  body,
  values,
  cta,
  image,
  children,
  closeLabel,
  className,
  modal = true,
  container,
  placement,
  onOpenAutoFocus,
}: PromoPopupProps) {
  const surface = PROMO_POPUP_SURFACE[flavour];
  return (
    <Modal open={open} onOpenChange={onOpenChange} modal={modal}>
      <ModalContent
        showCloseButton
        closeLabel={closeLabel}
        container={container}
        placement={placement}
        gap="lg"
        tone={ON_BRAND_FLAVOURS.has(flavour) ? "onBrand" : "default"}
        onOpenAutoFocus={onOpenAutoFocus}
        data-promo-popup={flavour}
        data-variant={flavour}
        // Without a body there is nothing to describe it: say so, or Radix warns.
        {...(body ? {} : { "aria-describedby": undefined })}
        className={cn(promoPopupVariants({ flavour }), className)}
      >
        {image ? (
          <div
            data-slot="promo-popup-image"
            className="flex justify-center [&_img]:h-auto [&_img]:max-w-full [&_svg]:max-w-full"
          >
            {image}
          </div>
        ) : null}
        <ModalTitle size="lg">{title}</ModalTitle>
        {body ? (
          <ModalDescription asChild>
            <div>
              {typeof body === "string" ? (
                <PromoText text={body} values={values} surface={surface} />
              ) : (
                body
              )}
            </div>
          </ModalDescription>
        ) : null}
        {children ? (
          <div data-slot="promo-popup-extra" className="flex justify-center">
            {children}
          </div>
        ) : null}
        {isValidElement(cta) ? (
          <ModalFooter align="center">
            <Slot
              data-slot="promo-popup-cta"
              className={buttonVariants({ variant: "primary", size: "lg", fullWidth: true })}
            >
              {cta}
            </Slot>
          </ModalFooter>
        ) : null}
      </ModalContent>
    </Modal>
  );
}
