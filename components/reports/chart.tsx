"use client";
// A chart of the Reports page, and the place that loads Observable Plot (by
// next/dynamic, on this page only). Plot was chosen for its weight (about a
// third of a typical React chart kit, d3 modules only) and because it draws
// plain SVG that takes an aria-label and aria-description; every chart also
// has the table of its numbers beside it for screen readers and copying.
import dynamic from "next/dynamic";
import { Skeleton } from "@/components/ui/skeleton";

export type ChartSpec = {
  /** Read by screen readers as the chart's name. */
  label: string;
  /** What the chart shows, said after its name. */
  description: string;
  valueLabel: string;
  data: { key: string; value: number }[];
  /** Bars along x (long category names: carrier companies). */
  horizontal?: boolean;
  domain?: [number, number];
  /** Whole things (appointments): the value axis ticks whole numbers only. */
  counts?: boolean;
  /** The value axis's numbers in the reader's locale (Plot's own format is English). */
  format: (n: number) => string;
};

const PlotChart = dynamic(() => import("./plot-chart"), {
  ssr: false,
  loading: () => <Skeleton className="h-56 w-full" />,
});

export function Chart({ spec }: { spec: ChartSpec }) {
  return <PlotChart spec={spec} />;
}
