export {
  Hero,
  type HeroProps,
  HeroTrustItem,
  type HeroTrustItemProps,
  HeroTrustList,
} from "./Hero";
