/** Unit, component and server tests. Browser tests live in __tests__/e2e and run with Playwright. */
const transform = {
  "^.+\\.[jt]sx?$": [
    "babel-jest",
    {
      // Linaria's templates become class names as in the site's build (options: wyw-in-js.config.js).
      presets: [
        ["babel-preset-gatsby", { reactRuntime: "automatic" }],
        "@babel/preset-typescript",
        "@wyw-in-js/babel-preset",
      ],
      babelrc: false,
      configFile: false,
    },
  ],
}

const common = {
  transform,
  moduleNameMapper: {
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|webp|avif|svg|mp4|webm|pdf)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: [
    "/node_modules/",
    "/\\.cache/",
    "/public/",
    "<rootDir>/__tests__/e2e/",
    "<rootDir>/__tests__/helpers/",
  ],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|swiper|ssr-window|dom7)/)"],
  globals: { __PATH_PREFIX__: "" },
}

module.exports = {
  projects: [
    {
      ...common,
      displayName: "site",
      testEnvironment: "jsdom",
      testEnvironmentOptions: { url: "http://localhost/" },
      roots: ["<rootDir>/__mocks__", "<rootDir>/__tests__/site", "<rootDir>/__tests__/lib"],
      setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
    },
    {
      ...common,
      displayName: "node",
      testEnvironment: "node",
      roots: ["<rootDir>/__tests__/server", "<rootDir>/__tests__/build"],
    },
  ],
}
