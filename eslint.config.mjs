import next from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...next,
  ...nextTs,
  { ignores: ["lib/generated/**", ".next/**", "bench/results/**", "test-results/**", "playwright-report/**", "e2e/.artifacts*/**", "next-env.d.ts"] },
];
export default config;
