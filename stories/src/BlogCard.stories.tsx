import { BlogCard, type BlogCardProps } from "@mvpn/design-system";
import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import {
  PasswordThumbnail,
  StreamingThumbnail,
  WifiThumbnail,
} from "./illustrations/VpnIllustrations";
import { pick } from "./support/contentStoryHelpers";
import { inBothDirections } from "./support/directions";

type Post = Omit<BlogCardProps, "image"> & { image: "wifi" | "streaming" | "password" };

const POSTS: Record<"en" | "ar", Post[]> = {
  en: [
    {
      title: "Is public Wi-Fi safe? What a VPN changes at the airport",
      href: "#blog-public-wifi",
      category: "Security",
      excerpt:
        "Open hotspots let anyone nearby read unencrypted traffic. Here is what an attacker sees, and what they see once your VPN is on.",
      publishedAt: "2025-03-14",
      readingMinutes: 6,
      image: "wifi",
    },
    {
      title: "Watch your home shows while travelling",
      href: "#blog-streaming",
      category: "Streaming",
      excerpt: "Connect to a server at home and your streaming library comes with you.",
      publishedAt: "2025-02-27",
      readingMinutes: 4,
      image: "streaming",
    },
    {
      title: "How to make a password you will remember",
      href: "#blog-passwords",
      category: "Guides",
      excerpt: "Four random words beat a short string of symbols. We explain why, with numbers.",
      publishedAt: "2025-01-09",
      readingMinutes: 1,
      image: "password",
    },
  ],
  ar: [
    {
      title: "هل شبكات Wi-Fi العامة آمنة؟ ما الذي تغيّره شبكة VPN في المطار",
      href: "#blog-public-wifi",
      category: "الأمان",
      excerpt:
        "تتيح نقاط الاتصال المفتوحة لأي شخص قريب قراءة البيانات غير المشفّرة. إليك ما يراه المهاجم، وما يراه بعد تشغيل VPN.",
      publishedAt: "2025-03-14",
      readingMinutes: 6,
      image: "wifi",
    },
    {
      title: "شاهد برامجك المحلية أثناء السفر",
      href: "#blog-streaming",
      category: "البث",
      excerpt: "اتصل بخادم في بلدك وسترافقك مكتبة البث الخاصة بك أينما ذهبت.",
      publishedAt: "2025-02-27",
      readingMinutes: 2,
      image: "streaming",
    },
    {
      title: "كيف تنشئ كلمة مرور يسهل تذكّرها",
      href: "#blog-passwords",
      category: "أدلة",
      excerpt: "أربع كلمات عشوائية أقوى من سلسلة قصيرة من الرموز. نشرح السبب بالأرقام.",
      publishedAt: "2025-01-09",
      readingMinutes: 1,
      image: "password",
    },
  ],
};

const IMAGES = {
  wifi: <WifiThumbnail />,
  streaming: <StreamingThumbnail />,
  password: <PasswordThumbnail />,
};

const withImage = ({ image, ...post }: Post): BlogCardProps => ({ ...post, image: IMAGES[image] });

/** One card at the width it has in a three-column grid. */
const narrowColumn: Decorator = (Story) => (
  <div className="max-w-sm">
    <Story />
  </div>
);

const meta = {
  title: "Components/BlogCard",
  component: BlogCard,
  args: withImage(POSTS.en[0] as Post),
  argTypes: { image: { control: false }, renderLink: { control: false } },
} satisfies Meta<typeof BlogCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In Arabic the date and the reading time are the locale's: "14 مارس 2025", "6 دقائق للقراءة". */
export const Default: Story = {
  tags: ["rtl"],
  decorators: [narrowColumn],
  parameters: { argsByLocale: { ar: withImage(POSTS.ar[0] as Post) } },
  play: inBothDirections(
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const links = canvas.getAllByRole("link");
      await expect(links).toHaveLength(1);
      await expect(links[0]).toHaveAccessibleName(POSTS.en[0]?.title as string);
      const time = canvasElement.querySelector("time");
      await expect(time).toHaveAttribute("datetime", "2025-03-14");
      await expect(time).toHaveTextContent("March 14, 2025");
      await expect(canvas.getByText("6 min read")).toBeVisible();
      // The picture's box is 16:9 whatever the image does.
      const box = canvasElement.querySelector('[data-slot="blog-card-image"]') as HTMLElement;
      const { width, height } = box.getBoundingClientRect();
      await expect(width / height).toBeCloseTo(16 / 9, 1);
    },
    async ({ canvasElement }) => {
      await expect(within(canvasElement).getByText("6 دقائق للقراءة")).toBeVisible();
      await expect(canvasElement.querySelector("time")).toHaveTextContent("14 مارس 2025");
    },
  ),
};

export const WithoutImage: Story = {
  decorators: [narrowColumn],
  args: { image: undefined },
};

function AllPosts({ locale }: { locale: unknown }) {
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {pick(locale, POSTS).map((post) => (
        <BlogCard key={post.href} {...withImage(post)} />
      ))}
      <BlogCard {...withImage(pick(locale, POSTS)[1] as Post)} image={undefined} href="#no-image" />
    </div>
  );
}

/** Three posts with pictures and one without, in a grid; readings of 1, 4 and 6 minutes. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllPosts locale={globals.locale} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("article")).toHaveLength(4);
  },
};
