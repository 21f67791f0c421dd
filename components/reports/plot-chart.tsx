"use client";
// One bar chart drawn by Observable Plot: an SVG with an aria-label and
// aria-description of its own, redrawn at the width it is given. Loaded only
// by ./chart.tsx through next/dynamic, so Plot (and d3 under it) is fetched by
// the Reports page alone.
import * as Plot from "@observablehq/plot";
import { useEffect, useRef, useState } from "react";
import type { ChartSpec } from "./chart";
import { countTicks } from "./count-ticks";

export default function PlotChart({ spec }: { spec: ChartSpec }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const seen = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    seen.observe(el);
    return () => seen.disconnect();
  }, []);
  useEffect(() => {
    const el = box.current;
    if (!el || !width) return;
    const narrow = width < 480;
    const labelSpace = Math.min(160, Math.round(width / 3));
    // Categories in the table's order, not sorted; long names (companies) cut to fit, whole in the table.
    const categories = {
      type: "band" as const,
      label: null,
      domain: spec.data.map((d) => d.key),
    };
    // Counts tick whole numbers (0, 1, 2), never 0.1 ... 2.0.
    const values = spec.counts
      ? { ticks: countTicks(Math.max(0, ...spec.data.map((d) => d.value))), tickFormat: spec.format }
      : { tickFormat: spec.format };
    const fit = (name: string) => {
      const room = Math.floor(labelSpace / 7);
      return name.length > room ? `${name.slice(0, room - 1)}…` : name;
    };
    const svg = Plot.plot({
      width,
      // Bars along x: as tall as their rows need (one company is one bar, not a wall).
      height: spec.horizontal ? 60 + spec.data.length * 32 : narrow ? 220 : 260,
      marginLeft: spec.horizontal ? labelSpace : 48,
      marginBottom: spec.horizontal ? 36 : 44,
      ariaLabel: spec.label,
      ariaDescription: spec.description,
      style: { fontSize: "12px", color: "#334155", background: "transparent" },
      x: spec.horizontal
        ? { label: spec.valueLabel, grid: true, domain: spec.domain, ...values }
        : // Many bars on a phone (the hours): labels upright, so they do not run together.
          { ...categories, tickRotate: narrow && spec.data.length > 8 ? -90 : 0 },
      y: spec.horizontal
        ? { ...categories, tickFormat: fit }
        : { label: spec.valueLabel, grid: true, domain: spec.domain, ...values },
      marks: [
        spec.horizontal
          ? Plot.barX(spec.data, { y: "key", x: "value", fill: "#2563eb", sort: null })
          : Plot.barY(spec.data, { x: "key", y: "value", fill: "#2563eb" }),
        spec.horizontal ? Plot.ruleX([0]) : Plot.ruleY([0]),
      ],
    }) as SVGSVGElement;
    // The SVG is one picture; its numbers are in the table that goes with it. Plot names its marks'
    // groups too ("bar", "x-axis tick"), which an image's parts may not carry: only the picture is named.
    svg.setAttribute("role", "img");
    for (const part of svg.querySelectorAll("[aria-label], [aria-description]")) {
      part.removeAttribute("aria-label");
      part.removeAttribute("aria-description");
    }
    el.replaceChildren(svg);
  }, [spec, width]);
  return <div ref={box} className="w-full overflow-hidden" />;
}
