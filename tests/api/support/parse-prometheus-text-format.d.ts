// The parser's shapes (prom2json's): every value as text, histograms as buckets by bound.
declare module "parse-prometheus-text-format" {
  export type Sample = {
    value?: string;
    labels?: Record<string, string>;
    buckets?: Record<string, string>;
    count?: string;
    sum?: string;
  };
  export type Family = { name: string; help: string; type: string; metrics: Sample[] };
  export default function parsePrometheusTextFormat(text: string): Family[];
}
