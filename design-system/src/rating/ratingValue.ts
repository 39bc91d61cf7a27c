/** The highest rating: five stars. */
export const RATING_MAX = 5;

/** A rating held to 0–5 (anything else, NaN included, is out of the scale). */
export function clampRating(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(RATING_MAX, Math.max(0, value));
}

/** A rating rounded to the nearest half star (4.74 → 4.5, 4.75 → 5), as the stars show it. */
export function roundToHalfStar(value: number): number {
  return Math.round(clampRating(value) * 2) / 2;
}

export type StarFill = "full" | "half" | "empty";

/** How each of the five stars is filled for a rating. */
export function starFills(value: number): StarFill[] {
  const rounded = roundToHalfStar(value);
  return Array.from({ length: RATING_MAX }, (_, index) => {
    if (rounded >= index + 1) return "full";
    if (rounded >= index + 0.5) return "half";
    return "empty";
  });
}
