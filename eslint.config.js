import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Imports point one way: functions/ (the Worker shell) uses app/, never the reverse, so no module
// is bundled both into the Remix build and beside it. Components draw; they may name a server
// module's types but never run its code.
const WORKER_SHELL = {
  regex: "^(#functions/|(\\.\\./)+functions/)",
  message: "app/ must not import functions/ (the Worker shell). Move what both need into app/server.",
};
const REMIX_LINKS = {
  name: "react-router",
  importNames: ["Link", "NavLink", "LinkProps"],
  message: "Use #app/components/Link.tsx: a plain anchor, which the root's listener navigates (its comment says why).",
};
const SERVER_CODE = {
  regex: "^(#app/server/|(\\.\\./)+server/)",
  allowTypeImports: true,
  message: "Components may import only types from app/server; load data in a route and pass it down.",
};

export default tseslint.config(
  {
    ignores: [
      ".bench/",
      "test-reports/",
      "build/",
      "node_modules/",
      ".data/",
      ".wrangler/",
      ".xdg/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: "detect" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      "react/prop-types": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { paths: [REMIX_LINKS], patterns: [WORKER_SHELL] }],
    },
  },
  {
    files: ["app/components/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [REMIX_LINKS], patterns: [WORKER_SHELL, SERVER_CODE] },
      ],
    },
  },
);
