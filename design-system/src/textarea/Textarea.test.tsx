import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import { COUNTER_ANNOUNCE_FROM, Textarea } from "./Textarea";

const counter = () => document.querySelector("[data-slot=textarea-counter]");
const status = () => document.querySelector("[data-slot=textarea-counter-status]");

describe("given a Textarea", () => {
  it("should be named by its label, with no counter without maxLength", () => {
    render(<Textarea label="Message" />);
    expect(screen.getByRole("textbox", { name: "Message" }).tagName).toBe("TEXTAREA");
    expect(counter()).toBeNull();
    expect(status()).toBeNull();
  });

  it("should wire the description and the error", () => {
    render(
      <Textarea label="Message" description="Tell us what happened" error="Write a message" />,
    );
    const box = screen.getByRole("textbox");
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription("Tell us what happened Write a message");
  });

  describe("given maxLength", () => {
    it("should count the characters and be described by the count", async () => {
      render(<Textarea label="Message" maxLength={200} />);
      const box = screen.getByRole("textbox");
      expect(box).toHaveAttribute("maxlength", "200");
      expect(counter()).toHaveTextContent("0 of 200 characters");
      await userEvent.type(box, "Hello");
      expect(counter()).toHaveTextContent("5 of 200 characters");
      expect(box).toHaveAccessibleDescription("5 of 200 characters");
    });

    it("should announce the count politely only from 90% of the limit", async () => {
      expect(COUNTER_ANNOUNCE_FROM).toBe(0.9);
      render(<Textarea label="Message" maxLength={10} />);
      const box = screen.getByRole("textbox");
      expect(status()).toHaveAttribute("role", "status");
      await userEvent.type(box, "12345678");
      expect(status()).toHaveTextContent("");
      await userEvent.type(box, "9");
      expect(status()).toHaveTextContent("9 of 10 characters");
      await userEvent.type(box, "0");
      expect(status()).toHaveTextContent("10 of 10 characters");
      expect(counter()).toHaveAttribute("data-near-limit", "true");
    });

    it("should stop at the limit", async () => {
      render(<Textarea label="Message" maxLength={3} />);
      await userEvent.type(screen.getByRole("textbox"), "abcdef");
      expect(screen.getByRole("textbox")).toHaveValue("abc");
      expect(counter()).toHaveTextContent("3 of 3 characters");
    });

    it("should count a controlled value", () => {
      render(<Textarea label="Message" maxLength={50} value="Hi there" onChange={() => {}} />);
      expect(counter()).toHaveTextContent("8 of 50 characters");
    });

    it.each([
      ["ru", "Символов: 0 из 500"],
      ["pl", "Znaki: 0 z 500"],
      ["ar", "عدد الأحرف: 0 من 500"],
      ["ja", "0/500文字"],
    ])("should word the count in %s", (locale, text) => {
      render(
        <LocaleProvider locale={locale}>
          <Textarea label="Message" maxLength={500} />
        </LocaleProvider>,
      );
      expect(counter()).toHaveTextContent(text);
    });
  });
});
