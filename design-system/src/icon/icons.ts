import {
  ArrowLeft,
  ArrowRight,
  ArrowUp,
  Calendar,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  CircleAlert,
  CircleCheck,
  CircleX,
  Clock,
  Copy,
  Download,
  ExternalLink,
  Eye,
  EyeOff,
  Gift,
  Globe,
  Info,
  Laptop,
  LoaderCircle,
  Lock,
  LogOut,
  Mail,
  MapPin,
  Menu,
  Minus,
  Monitor,
  Plus,
  Quote,
  Search,
  Server,
  ShieldCheck,
  Smartphone,
  Star,
  Tablet,
  Tag,
  TriangleAlert,
  Tv,
  User,
  Wifi,
  X,
  Zap,
} from "lucide-react";
import { createIcon } from "./createIcon";

// Each icon is marked pure so that a bundler drops the ones an app never
// uses: to it a call is a side effect otherwise, and every glyph would ship.
// (The icons an app does use stay together in this module's chunk.)

// Direction-bearing: they point "forward" or "back" along the line of text.
export const ArrowStartIcon = /* @__PURE__ */ createIcon("arrow-start", ArrowLeft, {
  flipsInRtl: true,
});
export const ArrowEndIcon = /* @__PURE__ */ createIcon("arrow-end", ArrowRight, {
  flipsInRtl: true,
});
export const ChevronStartIcon = /* @__PURE__ */ createIcon("chevron-start", ChevronLeft, {
  flipsInRtl: true,
});
export const ChevronEndIcon = /* @__PURE__ */ createIcon("chevron-end", ChevronRight, {
  flipsInRtl: true,
});
export const ExternalLinkIcon = /* @__PURE__ */ createIcon("external-link", ExternalLink, {
  flipsInRtl: true,
});
export const LogOutIcon = /* @__PURE__ */ createIcon("log-out", LogOut, { flipsInRtl: true });
export const QuoteIcon = /* @__PURE__ */ createIcon("quote", Quote, { flipsInRtl: true });

// Direction-free: up/down, symbols and objects read the same both ways.
export const ArrowUpIcon = /* @__PURE__ */ createIcon("arrow-up", ArrowUp);
export const CalendarIcon = /* @__PURE__ */ createIcon("calendar", Calendar);
export const CheckIcon = /* @__PURE__ */ createIcon("check", Check);
export const ChevronDownIcon = /* @__PURE__ */ createIcon("chevron-down", ChevronDown);
export const ChevronUpIcon = /* @__PURE__ */ createIcon("chevron-up", ChevronUp);
export const CircleAlertIcon = /* @__PURE__ */ createIcon("circle-alert", CircleAlert);
export const CircleCheckIcon = /* @__PURE__ */ createIcon("circle-check", CircleCheck);
export const CircleXIcon = /* @__PURE__ */ createIcon("circle-x", CircleX);
export const ClockIcon = /* @__PURE__ */ createIcon("clock", Clock);
export const CloseIcon = /* @__PURE__ */ createIcon("close", X);
export const CopyIcon = /* @__PURE__ */ createIcon("copy", Copy);
export const DownloadIcon = /* @__PURE__ */ createIcon("download", Download);
export const EyeIcon = /* @__PURE__ */ createIcon("eye", Eye);
export const EyeOffIcon = /* @__PURE__ */ createIcon("eye-off", EyeOff);
export const GiftIcon = /* @__PURE__ */ createIcon("gift", Gift);
export const GlobeIcon = /* @__PURE__ */ createIcon("globe", Globe);
export const InfoIcon = /* @__PURE__ */ createIcon("info", Info);
export const LaptopIcon = /* @__PURE__ */ createIcon("laptop", Laptop);
export const LoaderIcon = /* @__PURE__ */ createIcon("loader", LoaderCircle);
export const LockIcon = /* @__PURE__ */ createIcon("lock", Lock);
export const MailIcon = /* @__PURE__ */ createIcon("mail", Mail);
export const MapPinIcon = /* @__PURE__ */ createIcon("map-pin", MapPin);
export const MenuIcon = /* @__PURE__ */ createIcon("menu", Menu);
export const MinusIcon = /* @__PURE__ */ createIcon("minus", Minus);
export const MonitorIcon = /* @__PURE__ */ createIcon("monitor", Monitor);
export const PlusIcon = /* @__PURE__ */ createIcon("plus", Plus);
export const SearchIcon = /* @__PURE__ */ createIcon("search", Search);
export const ServerIcon = /* @__PURE__ */ createIcon("server", Server);
export const ShieldCheckIcon = /* @__PURE__ */ createIcon("shield-check", ShieldCheck);
export const SmartphoneIcon = /* @__PURE__ */ createIcon("smartphone", Smartphone);
export const StarIcon = /* @__PURE__ */ createIcon("star", Star);
export const TabletIcon = /* @__PURE__ */ createIcon("tablet", Tablet);
export const TagIcon = /* @__PURE__ */ createIcon("tag", Tag);
export const TriangleAlertIcon = /* @__PURE__ */ createIcon("triangle-alert", TriangleAlert);
export const TvIcon = /* @__PURE__ */ createIcon("tv", Tv);
export const UserIcon = /* @__PURE__ */ createIcon("user", User);
export const WifiIcon = /* @__PURE__ */ createIcon("wifi", Wifi);
export const ZapIcon = /* @__PURE__ */ createIcon("zap", Zap);
