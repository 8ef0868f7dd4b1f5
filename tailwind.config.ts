import type { Config } from "tailwindcss";

export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        bitcoin: { DEFAULT: "#f7931a", dark: "#b45309" },
      },
    },
  },
  plugins: [],
} satisfies Config;
