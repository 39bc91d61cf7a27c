import { expect, userEvent } from "storybook/test";
import { outOfViewport, scrollsSideways } from "./checkoutFixtures";

/** Issue #16's acceptance: at 360 px nothing widens the page, and nothing sticks out of it (tables scroll inside). */
export async function expectFitsSmallPhone(canvasElement: HTMLElement, { strict = true } = {}) {
  await expect(window.innerWidth).toBe(360);
  // What sticks out first: a failure then names the element rather than just "true".
  if (strict) await expect(outOfViewport(canvasElement)).toEqual([]);
  await expect(scrollsSideways()).toBe(false);
}

/** A play function: the story fits a 360 px phone, in any direction. */
export const fitsSmallPhone = ({ canvasElement }: { canvasElement: HTMLElement }) =>
  expectFitsSmallPhone(canvasElement);

/** A page has exactly one h1, and it says what the page is. */
export async function expectOneH1(canvasElement: HTMLElement, text: string) {
  const h1s = canvasElement.querySelectorAll("h1");
  await expect(h1s).toHaveLength(1);
  await expect(h1s[0]).toHaveTextContent(text);
}

/** Radix chooses on an arrow still held a tick after keydown: hold, then release. */
export async function press(key: string) {
  await userEvent.keyboard(`{${key}>}`);
  await userEvent.keyboard(`{/${key}}`);
}
