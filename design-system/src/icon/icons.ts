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

// Direction-bearing: they point "forward" or "back" along the line of text.
export const ArrowStartIcon = createIcon("arrow-start", ArrowLeft, { flipsInRtl: true });
export const ArrowEndIcon = createIcon("arrow-end", ArrowRight, { flipsInRtl: true });
export const ChevronStartIcon = createIcon("chevron-start", ChevronLeft, { flipsInRtl: true });
export const ChevronEndIcon = createIcon("chevron-end", ChevronRight, { flipsInRtl: true });
export const ExternalLinkIcon = createIcon("external-link", ExternalLink, { flipsInRtl: true });
export const LogOutIcon = createIcon("log-out", LogOut, { flipsInRtl: true });
export const QuoteIcon = createIcon("quote", Quote, { flipsInRtl: true });

// Direction-free: up/down, symbols and objects read the same both ways.
export const ArrowUpIcon = createIcon("arrow-up", ArrowUp);
export const CalendarIcon = createIcon("calendar", Calendar);
export const CheckIcon = createIcon("check", Check);
export const ChevronDownIcon = createIcon("chevron-down", ChevronDown);
export const ChevronUpIcon = createIcon("chevron-up", ChevronUp);
export const CircleAlertIcon = createIcon("circle-alert", CircleAlert);
export const CircleCheckIcon = createIcon("circle-check", CircleCheck);
export const CircleXIcon = createIcon("circle-x", CircleX);
export const ClockIcon = createIcon("clock", Clock);
export const CloseIcon = createIcon("close", X);
export const CopyIcon = createIcon("copy", Copy);
export const DownloadIcon = createIcon("download", Download);
export const EyeIcon = createIcon("eye", Eye);
export const EyeOffIcon = createIcon("eye-off", EyeOff);
export const GiftIcon = createIcon("gift", Gift);
export const GlobeIcon = createIcon("globe", Globe);
export const InfoIcon = createIcon("info", Info);
export const LaptopIcon = createIcon("laptop", Laptop);
export const LoaderIcon = createIcon("loader", LoaderCircle);
export const LockIcon = createIcon("lock", Lock);
export const MailIcon = createIcon("mail", Mail);
export const MapPinIcon = createIcon("map-pin", MapPin);
export const MenuIcon = createIcon("menu", Menu);
export const MinusIcon = createIcon("minus", Minus);
export const MonitorIcon = createIcon("monitor", Monitor);
export const PlusIcon = createIcon("plus", Plus);
export const SearchIcon = createIcon("search", Search);
export const ServerIcon = createIcon("server", Server);
export const ShieldCheckIcon = createIcon("shield-check", ShieldCheck);
export const SmartphoneIcon = createIcon("smartphone", Smartphone);
export const StarIcon = createIcon("star", Star);
export const TabletIcon = createIcon("tablet", Tablet);
export const TagIcon = createIcon("tag", Tag);
export const TriangleAlertIcon = createIcon("triangle-alert", TriangleAlert);
export const TvIcon = createIcon("tv", Tv);
export const UserIcon = createIcon("user", User);
export const WifiIcon = createIcon("wifi", Wifi);
export const ZapIcon = createIcon("zap", Zap);
