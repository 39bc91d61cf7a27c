// A sibling brand's page, written only from docs/design-system-in-a-sibling-brand.md
// and the packages' public exports: scripts/sibling-brand.test.ts installs the
// packed tarballs beside it, builds it with Vite and looks at it in Chromium.
import "@mvpn/tokens/fonts.css";
import "@mvpn/design-system/styles.css";
import "./base.css";
import {
  Button,
  createToaster,
  Header,
  LocaleProvider,
  Modal,
  ModalClose,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalTitle,
  PlanCard,
  Toaster,
} from "@mvpn/design-system";
import { StrictMode, useEffect, useMemo } from "react";
import { createRoot } from "react-dom/client";

const NAV = [
  ["#/features", "الميزات"],
  ["#/pricing", "الأسعار"],
  ["#/download", "التنزيل"],
] as const;

function Page() {
  const toaster = useMemo(() => createToaster(), []);
  useEffect(() => {
    // Infinite, so the test never races the toast's 6 s.
    toaster.show("success", "تم تغيير كلمة المرور.", {
      id: "saved",
      duration: Number.POSITIVE_INFINITY,
    });
  }, [toaster]);
  return (
    <>
      <Header
        brand={
          <a href="#/" data-testid="wordmark">
            Turbo VPN
          </a>
        }
        links={NAV.map(([href, label]) => ({ href, label, current: href === "#/pricing" }))}
        collapseBelow="lg"
        account={{ signedIn: false, loginHref: "#/login" }}
      />
      <main className="mx-auto max-w-sm p-6">
        <PlanCard
          value="12"
          title="12 شهرًا"
          price={{
            currency: "USD",
            monthly: true,
            perMonth: "4.99",
            total: "59.88",
            totalBeforeDiscount: "143.88",
            renewal: "143.88",
            trial: null,
            discountPercent: 58,
          }}
        />
      </main>
      <Modal defaultOpen>
        <ModalContent>
          <ModalTitle>تم تغيير كلمة المرور</ModalTitle>
          <ModalDescription>استخدم كلمة المرور الجديدة عند تسجيل الدخول.</ModalDescription>
          <ModalFooter>
            <ModalClose asChild>
              <Button data-testid="accent-button">حسنًا</Button>
            </ModalClose>
          </ModalFooter>
        </ModalContent>
      </Modal>
      <Toaster toaster={toaster} />
    </>
  );
}

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <LocaleProvider locale="ar">
        <Page />
      </LocaleProvider>
    </StrictMode>,
  );
}
