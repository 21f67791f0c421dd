export const tokensKey = ["api-tokens"] as const;
