import { DownloadQrCode, shouldOfferQrCode } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { inBothDirections } from "./support/directions";

const URL_TO_SCAN = "https://example.com/download?utm_source=qr";

const meta = {
  title: "Components/DownloadQrCode",
  component: DownloadQrCode,
  args: { url: URL_TO_SCAN },
} satisfies Meta<typeof DownloadQrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a desktop, `shouldOfferQrCode("windows")` is true: the code and its caption. */
export const Default: Story = {
  tags: ["rtl"],
  args: { show: shouldOfferQrCode("windows") },
  play: inBothDirections(
    async ({ canvasElement }) => {
      const image = within(canvasElement).getByRole("img", {
        name: "Scan to download on your phone",
      });
      await expect(image.querySelector("path")).toHaveAttribute("fill", "currentColor");
    },
    async ({ canvasElement }) => {
      await expect(
        within(canvasElement).getByRole("img", { name: "امسح الرمز للتنزيل على هاتفك" }),
      ).toBeVisible();
    },
  ),
};

/** Without the visible caption: the label is the image's name only. */
export const WithoutCaption: Story = {
  args: { showCaption: false, size: 120 },
};

/** A longer store URL makes a denser code; it still has its quiet zone. */
export const LongUrl: Story = {
  args: {
    url: "https://play.google.com/store/apps/details?id=com.example.vpn&referrer=utm_source%3Dweb%26utm_medium%3Dqr%26utm_campaign%3Dspring",
    size: 200,
  },
};

/** On a phone, `shouldOfferQrCode("ios")` is false: nothing renders. */
export const NotOnPhones: Story = {
  // Renders nothing: a screenshot would be an empty frame, the same as any other empty story.
  tags: ["no-visual"],
  args: { show: shouldOfferQrCode("ios") },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="download-qr-code"]')).toBeNull();
  },
};

/** Every size and caption state, on a page and on the brand band. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="flex flex-wrap items-start gap-6">
      <DownloadQrCode url={URL_TO_SCAN} />
      <DownloadQrCode url={URL_TO_SCAN} size={120} showCaption={false} />
      <div className="from-surface-brand to-surface-brand-end rounded-card bg-linear-to-br p-6">
        <DownloadQrCode url={URL_TO_SCAN} size={200} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("img")).toHaveLength(3);
  },
};
