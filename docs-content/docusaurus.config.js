// What the site takes from Docusaurus' config (README.md, "Site config"): the title, the header's
// shorter name for the site, and its section links, each a page of docs/.
module.exports = {
  title: "Sauce Labs Documentation",
  themeConfig: {
    navbar: {
      title: "Sauce Labs Docs",
      items: [
        { label: "Docs", to: "/overview", position: "left" },
        { label: "API", to: "/dev/api", position: "left" },
        { label: "CLI", to: "/dev/cli", position: "left" },
        { label: "Visual", to: "/visual-testing", position: "left" },
        { label: "Error Reporting", to: "/error-reporting/getting-started", position: "left" },
      ],
    },
  },
};
