// Tailwind 4 reads its theme from app/globals.css (@theme); this file names
// where classes are used, for editors and tools that look for it.
import type { Config } from "tailwindcss";

export default {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
} satisfies Config;
