/**
 * The easing function of a CSS `cubic-bezier(x1, y1, x2, y2)`, so a scroll
 * driven from script moves like the token's CSS transitions
 * (`motion.easing.move`). Solves x(t) = progress by Newton's method, with
 * bisection where the slope is too flat for it.
 */
export function cubicBezier(x1: number, y1: number, x2: number, y2: number) {
  const curve = (a: number, b: number) => (t: number) =>
    3 * a * (1 - t) ** 2 * t + 3 * b * (1 - t) * t ** 2 + t ** 3;
  const x = curve(x1, x2);
  const y = curve(y1, y2);
  const slopeX = (t: number) =>
    3 * x1 * (1 - t) ** 2 + 6 * (x2 - x1) * (1 - t) * t + 3 * (1 - x2) * t ** 2;

  const solveT = (progress: number) => {
    let t = progress;
    for (let i = 0; i < 8; i += 1) {
      const error = x(t) - progress;
      if (Math.abs(error) < 1e-6) return t;
      const slope = slopeX(t);
      if (Math.abs(slope) < 1e-6) break;
      t -= error / slope;
    }
    let low = 0;
    let high = 1;
    t = progress;
    while (high - low > 1e-6) {
      if (x(t) < progress) low = t;
      else high = t;
      t = (low + high) / 2;
    }
    return t;
  };

  return (progress: number) => {
    if (progress <= 0) return 0;
    if (progress >= 1) return 1;
    return y(solveT(progress));
  };
}
