// unicode-confusables 0.1.1 ships its declarations under a name TypeScript does not read (index.ts.d).
declare module "unicode-confusables" {
  /** Each character replaced by its prototype in Unicode's confusables table (UTS #39). */
  export function rectifyConfusion(input: string): string;
}
