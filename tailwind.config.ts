import type { Config } from "tailwindcss";

export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        bitcoin: { DEFAULT: "#f7931a", dark: "#c46a00" },
      },
    },
  },
  plugins: [],
} satisfies Config;
