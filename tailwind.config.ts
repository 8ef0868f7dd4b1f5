import type { Config } from "tailwindcss";

export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        bitcoin: { DEFAULT: "#f7931a", dark: "#b45309" },
      },
      // Two bounces of a second each: the hero's newsletter success.
      animation: { "bounce-twice": "bounce 1s 2" },
    },
  },
  plugins: [],
  experimental: { optimizeUniversalDefaults: true },
} satisfies Config;
