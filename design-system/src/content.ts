// Content components of issue 3: marketing sections, cards and page furniture.
export * from "./app-screen";
export * from "./badge";
export * from "./blog-card";
export * from "./card";
export * from "./comparison-table";
export * from "./cookie-consent";
export * from "./faq";
export * from "./feature-grid";
export * from "./hero";
export * from "./prose";
export * from "./rating";
export * from "./scroll-to-top";
export * from "./server-location-card";
export * from "./stats-strip";
export * from "./table-of-contents";
export * from "./tag-list";
export * from "./testimonial";
