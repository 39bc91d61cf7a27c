import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { GlobeIcon, LockIcon, ShieldCheckIcon, ZapIcon } from "../icon/icons";
import { FeatureGrid, type FeatureItem } from "./FeatureGrid";

const benefits: FeatureItem[] = [
  {
    icon: <ShieldCheckIcon />,
    title: "No-logs policy",
    description: "We never record where you go or what you do online.",
  },
  {
    icon: <ZapIcon />,
    title: "Fast everywhere",
    description: "10 Gbit/s servers keep video in HD, even abroad.",
  },
  {
    icon: <GlobeIcon />,
    title: "94 countries",
    description: "Pick a country and browse as if you were there.",
  },
  {
    icon: <LockIcon />,
    title: "Safe on public Wi-Fi",
    description: "Your traffic is encrypted before it leaves your device.",
  },
];

describe("given a FeatureGrid", () => {
  it("should be a section named by its heading, with a list of benefits", () => {
    render(<FeatureGrid title="Why people choose mVPN" items={benefits.slice(0, 3)} />);
    const section = screen.getByRole("region", { name: "Why people choose mVPN" });
    expect(within(section).getAllByRole("listitem")).toHaveLength(3);
  });

  it("should give each benefit a heading one level below the section's", () => {
    render(<FeatureGrid title="Why people choose mVPN" items={benefits} headingLevel={2} />);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Why people choose mVPN");
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(
      benefits.map((b) => b.title),
    );
  });

  it("should start the benefits at the given level when there is no section heading", () => {
    render(<FeatureGrid items={benefits} headingLevel={3} />);
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(4);
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("should hide the icons from screen readers: the title says it", () => {
    const { container } = render(<FeatureGrid items={benefits} />);
    for (const icon of container.querySelectorAll('[data-slot="feature-grid-icon"]')) {
      expect(icon).toHaveAttribute("aria-hidden", "true");
    }
  });

  it.each([
    [3, "lg:grid-cols-3"],
    [4, "lg:grid-cols-4"],
    [5, "lg:grid-cols-3"],
    [6, "lg:grid-cols-3"],
  ])("should lay %i benefits out with %s on desktop, one column on phones", (count, columns) => {
    const items = Array.from({ length: count }, (_, i) => ({
      ...(benefits[i % benefits.length] as FeatureItem),
      id: String(i),
    }));
    render(<FeatureGrid items={items} />);
    expect(screen.getByRole("list")).toHaveClass("grid-cols-1", "sm:grid-cols-2", columns);
  });
});
