import type { IconComponent } from "./createIcon";
import * as icons from "./icons";

/**
 * Icons by name, for data-driven places (a feature list from content, a
 * platform from the user agent). Importing this pulls in every icon: code
 * that knows its icon at build time imports the component instead.
 */
export const iconRegistry: Readonly<Record<string, IconComponent>> = {
  "arrow-start": icons.ArrowStartIcon,
  "arrow-end": icons.ArrowEndIcon,
  "chevron-start": icons.ChevronStartIcon,
  "chevron-end": icons.ChevronEndIcon,
  "external-link": icons.ExternalLinkIcon,
  "log-out": icons.LogOutIcon,
  quote: icons.QuoteIcon,
  "arrow-up": icons.ArrowUpIcon,
  calendar: icons.CalendarIcon,
  check: icons.CheckIcon,
  "chevron-down": icons.ChevronDownIcon,
  "chevron-up": icons.ChevronUpIcon,
  "circle-alert": icons.CircleAlertIcon,
  "circle-check": icons.CircleCheckIcon,
  "circle-x": icons.CircleXIcon,
  clock: icons.ClockIcon,
  close: icons.CloseIcon,
  copy: icons.CopyIcon,
  download: icons.DownloadIcon,
  eye: icons.EyeIcon,
  "eye-off": icons.EyeOffIcon,
  gift: icons.GiftIcon,
  globe: icons.GlobeIcon,
  info: icons.InfoIcon,
  laptop: icons.LaptopIcon,
  loader: icons.LoaderIcon,
  lock: icons.LockIcon,
  mail: icons.MailIcon,
  "map-pin": icons.MapPinIcon,
  menu: icons.MenuIcon,
  minus: icons.MinusIcon,
  monitor: icons.MonitorIcon,
  plus: icons.PlusIcon,
  search: icons.SearchIcon,
  server: icons.ServerIcon,
  "shield-check": icons.ShieldCheckIcon,
  smartphone: icons.SmartphoneIcon,
  star: icons.StarIcon,
  tablet: icons.TabletIcon,
  tag: icons.TagIcon,
  "triangle-alert": icons.TriangleAlertIcon,
  tv: icons.TvIcon,
  user: icons.UserIcon,
  wifi: icons.WifiIcon,
  zap: icons.ZapIcon,
};

export type IconName = keyof typeof iconRegistry;
