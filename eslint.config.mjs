// Lint rules for the whole repository (ESLint flat config). Formatting is Prettier's job;
// eslint-config-prettier switches off every rule that would disagree with it.
import js from "@eslint/js"
import prettier from "eslint-config-prettier"
import jsxA11y from "eslint-plugin-jsx-a11y"
import react from "eslint-plugin-react"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "public/",
      ".cache/",
      "reports/",
      ".stryker-tmp/",
      "test-results/",
      "playwright-report/",
      "data/",
      "static/",
      "content/",
      "src/gatsby-types.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-floating-promises": ["error", { ignoreVoid: true }],
    },
  },
  {
    files: ["**/*.tsx"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Types do this job.
      "react/prop-types": "off",
      // An apostrophe in JSX text is text; escaping it only makes the copy harder to read.
      "react/no-unescaped-entities": "off",
      // Browser-only state (the visitor's year, reduced motion, the URL query, the session flag)
      // is read after hydration on purpose, so the first render matches the static HTML.
      "react-hooks/set-state-in-effect": "off",
    },
  },
  {
    files: ["src/hooks/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, "react-hooks/set-state-in-effect": "off" },
  },
  {
    // Test doubles stand in for async APIs without awaiting anything, and jest's matchers take
    // methods unbound (expect(obj.method).toHaveBeenCalled()).
    files: ["__tests__/**", "__mocks__/**"],
    rules: { "@typescript-eslint/require-await": "off", "@typescript-eslint/unbound-method": "off" },
  },
  {
    files: ["**/*.js", "**/*.mjs", "**/*.cjs"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // A CommonJS module (src/gatsby/wyw-in-js.cache.cjs, loaded by a webpack loader's require) loads its own
    // modules the same way.
    files: ["**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  prettier,
)
