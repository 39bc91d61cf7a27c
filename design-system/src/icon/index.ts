export { createIcon, type IconComponent, type IconProps } from "./createIcon";
export { Icon, type NamedIconProps } from "./Icon";
export * from "./icons";
export { type IconName, iconRegistry } from "./registry";
