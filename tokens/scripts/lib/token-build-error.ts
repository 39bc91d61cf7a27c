/**
 * One error for everything wrong with the token sources, so a single run
 * reports every problem instead of the first one.
 */
export class TokenBuildError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    const unique = [...new Set(problems)];
    super(`Token build failed:\n${unique.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "TokenBuildError";
    this.problems = unique;
  }
}

export function throwIfProblems(problems: readonly string[]): void {
  if (problems.length > 0) throw new TokenBuildError(problems);
}
