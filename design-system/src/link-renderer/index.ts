export { type LinkRenderer, type LinkRendererProps, renderAnchor } from "./linkRenderer";
