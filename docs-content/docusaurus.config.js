// What the site takes from Docusaurus' config (README.md, "Site config"): the title, the header's
// shorter name for the site and its section links, and the footer; every internal link is a page
// of docs/ or the blog (blog/).
module.exports = {
  title: "Sauce Labs Documentation",
  // ```mermaid code blocks are drawn as diagrams.
  markdown: { mermaid: true },
  // The Jobs API's reference page, made from its OpenAPI document in static/.
  plugins: [
    ["@scalar/docusaurus", { label: "Jobs API reference", route: "/dev/api/jobs-reference", showNavLink: false, configuration: { url: "/openapi/jobs-api.yaml" } }],
  ],
  themeConfig: {
    navbar: {
      title: "Sauce Labs Docs",
      items: [
        { label: "Docs", to: "/overview", position: "left" },
        { label: "API", to: "/dev/api", position: "left" },
        { label: "CLI", to: "/dev/cli", position: "left" },
        { label: "Visual", to: "/visual-testing", position: "left" },
        { label: "Error Reporting", to: "/error-reporting/getting-started", position: "left" },
        {
          type: "dropdown",
          label: "More products",
          position: "left",
          items: [
            { label: "Low Code", to: "/dev/low-code" },
            { label: "API Fortress (Legacy)", to: "/api-testing/on-prem" },
          ],
        },
      ],
    },
    footer: {
      links: [
        {
          title: "Testing",
          items: [
            { label: "Platform overview", to: "/overview" },
            { label: "Visual testing", to: "/visual-testing" },
            { label: "Error reporting", to: "/error-reporting/getting-started" },
          ],
        },
        {
          title: "Developers",
          items: [
            { label: "REST API", to: "/dev/api" },
            { label: "saucectl CLI", to: "/dev/cli" },
          ],
        },
        {
          title: "Sauce Labs",
          items: [
            { label: "Docs updates", to: "/blog" },
            { label: "saucelabs.com", href: "https://saucelabs.com" },
            { label: "Service status", href: "https://status.saucelabs.com" },
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} Sauce Labs Inc.`,
    },
  },
};
