// Finds user-facing text written straight into JSX instead of coming from a
// message catalog (issue #5: "no hard-coded user-facing strings in site/").
import ts from "typescript";

/** Attributes whose value a person reads or hears. */
export const TEXT_ATTRIBUTES = new Set([
  "alt",
  "title",
  "placeholder",
  "label",
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "aria-placeholder",
]);

/** Text that reads the same in every language: the brand name. */
export const SAME_IN_EVERY_LANGUAGE = new Set(["mVPN"]);

/** @param {string} text */
const hasLetters = (text) => /\p{L}/u.test(text);
/** @param {string} text */
const isAllowed = (text) => SAME_IN_EVERY_LANGUAGE.has(text.trim()) || !hasLetters(text);

/**
 * @param {string} source TSX source text
 * @param {string} fileName for positions
 * @returns {{ line: number, text: string, kind: string }[]}
 */
export function findHardcodedStrings(source, fileName = "file.tsx") {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  /** @type {{ line: number, text: string, kind: string }[]} */
  const found = [];
  /** @param {import("typescript").Node} node @param {string} text @param {string} kind */
  const report = (node, text, kind) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    found.push({ line: line + 1, text: text.trim(), kind });
  };
  /** @param {import("typescript").Node} node */
  const visit = (node) => {
    if (ts.isJsxText(node) && !isAllowed(node.text)) report(node, node.text, "JSX text");
    if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent)) {
      const expression = node.expression;
      if (
        (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) &&
        !isAllowed(expression.text)
      ) {
        report(node, expression.text, "string child");
      }
    }
    if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(file))) {
      const value = node.initializer;
      const literal =
        value && ts.isStringLiteral(value)
          ? value
          : value &&
              ts.isJsxExpression(value) &&
              value.expression &&
              ts.isStringLiteral(value.expression)
            ? value.expression
            : undefined;
      if (literal && !isAllowed(literal.text)) {
        report(node, `${node.name.getText(file)}="${literal.text}"`, "text attribute");
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
