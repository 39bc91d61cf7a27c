export {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardLink,
  type CardLinkProps,
  type CardProps,
  CardTitle,
  type CardTitleProps,
} from "./Card";
export { type HeadingLevel, headingTag } from "./headingLevel";
