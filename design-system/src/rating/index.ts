export { Rating, type RatingProps } from "./Rating";
export { clampRating, RATING_MAX, roundToHalfStar, type StarFill, starFills } from "./ratingValue";
