import { describe, expect, it } from "vitest";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// A component of the content that shows what `@docusaurus/plugin-content-docs/client` tells it.
const VERSION_NOTE = `import React from "react";
import { useActivePlugin, useActiveVersion, useLatestVersion, useVersions } from "@docusaurus/plugin-content-docs/client";

export default function VersionNote() {
  const active = useActiveVersion();
  const latest = useLatestVersion();
  const plugin = useActivePlugin();
  return (
    <p className="version-note">
      {active ? \`reading \${active.name} "\${active.label}" at \${active.path}, last: \${active.isLast}\` : "reading no version"}
      {\`; plugin \${plugin?.pluginId ?? "none"}; latest \${latest?.name}; all \${useVersions().map((v) => v.name).join(",")}\`}
    </p>
  );
}
`;

const WITH_NOTE = 'import VersionNote from "@site/src/components/VersionNote";\n\n<VersionNote />';

function versionedSite(config = "") {
  return loadSite(makeContentDir({
    "docusaurus.config.js": `module.exports = { title: "T", presets: [["classic", { docs: { ${config} } }]], plugins: [["@docusaurus/plugin-content-docs", { id: "extras", path: "extras", routeBasePath: "extras" }]] };`,
    "src/components/VersionNote.jsx": VERSION_NOTE,
    "versions.json": '["2.0", "1.0"]\n',
    "docs/setup.mdx": page("Setup (next)", WITH_NOTE),
    "versioned_docs/version-2.0/setup.mdx": page("Setup (2.0)", WITH_NOTE),
    "versioned_docs/version-1.0/setup.mdx": page("Setup (1.0)", WITH_NOTE),
    "extras/notes.mdx": page("Notes", WITH_NOTE),
    "src/pages/about.mdx": page("About", WITH_NOTE),
  }));
}

/** The note's text on a page, as rendered. */
async function noteOn(site: ReturnType<typeof loadSite>, pageId: string): Promise<string | undefined> {
  const { html } = await buildSitePage(site, pageId);
  return html.match(/<p class="version-note">([\s\S]*?)<\/p>/)?.[1]?.replace(/<!-- -->/g, "").replace(/&quot;/g, '"');
}

describe("@docusaurus/plugin-content-docs/client's version hooks", () => {
  it("give a docs page the version its file is of, with its label and path as this site serves it", async () => {
    const site = versionedSite();
    expect(site.problems.filter((problem) => problem.kind === "missing-import")).toEqual([]);
    expect(await noteOn(site, "setup")).toBe('reading 2.0 "2.0" at /, last: true; plugin default; latest 2.0; all current,2.0,1.0');
    expect(await noteOn(site, "next/setup")).toBe('reading current "Next" at /next, last: false; plugin default; latest 2.0; all current,2.0,1.0');
    expect(await noteOn(site, "1.0/setup")).toBe('reading 1.0 "1.0" at /1.0, last: false; plugin default; latest 2.0; all current,2.0,1.0');
  });

  it("follow the config's labels, and give another instance's page that instance, and a standalone page none", async () => {
    const site = versionedSite('lastVersion: "current", versions: { current: { label: "3.0 (unreleased)" } }');
    expect(await noteOn(site, "setup")).toBe('reading current "3.0 (unreleased)" at /, last: true; plugin default; latest current; all current,2.0,1.0');
    expect(await noteOn(site, "extras/notes")).toBe('reading current "Next" at /extras, last: true; plugin extras; latest current; all current,2.0,1.0');
    expect(await noteOn(site, "about")).toBe("reading no version; plugin none; latest current; all current,2.0,1.0");
  });

  it("rebuild a page that read its version when the version's label changes", async () => {
    const before = versionedSite();
    const after = versionedSite('versions: { "2.0": { label: "2.0 LTS" } }');
    expect(after.pageConfig.fingerprints.docsVersions).not.toBe(before.pageConfig.fingerprints.docsVersions);
    const { usedConfig } = await buildSitePage(before, "setup");
    expect(usedConfig.map(([part]) => part)).toContain("docsVersions");
    expect(await noteOn(after, "setup")).toContain('"2.0 LTS"');
  });
});

// A component of the content that lists the docs plugin's versions from its global data.
const VERSION_LIST = `import React from "react";
import useGlobalData, { usePluginData, useAllPluginInstancesData } from "@docusaurus/useGlobalData";

export default function VersionList() {
  const { versions, path } = usePluginData("docusaurus-plugin-content-docs");
  const last = versions.filter((version) => version.isLast)[0];
  const instances = Object.keys(useAllPluginInstancesData("docusaurus-plugin-content-docs")).join(",");
  const viaGlobal = useGlobalData()["docusaurus-plugin-content-docs"].extras.versions.length;
  const other = String(usePluginData("some-other-plugin").anything);
  return <p className="version-note">{\`at \${path}: \${versions.map((v) => v.name + "=" + v.path).join(" ")}; last \${last.name}; instances \${instances}; extras \${viaGlobal}; other "\${other}"\`}</p>;
}
`;

describe("@docusaurus/useGlobalData's docs plugin data", () => {
  it("lists each docs instance's versions, as Docusaurus publishes them, and leaves other plugins' data a stand-in", async () => {
    const site = loadSite(makeContentDir({
      "docusaurus.config.js": 'module.exports = { title: "T", plugins: [["@docusaurus/plugin-content-docs", { id: "extras", path: "extras", routeBasePath: "extras" }]] };',
      "src/components/VersionList.jsx": VERSION_LIST,
      "versions.json": '["3.1", "2.9"]\n',
      "docs/start.mdx": page("Start (next)", 'import VersionList from "@site/src/components/VersionList";\n\n<VersionList />'),
      "versioned_docs/version-3.1/start.mdx": page("Start (3.1)", "Plain."),
      "versioned_docs/version-2.9/start.mdx": page("Start (2.9)", "Plain."),
      "extras/more.mdx": page("More", "Plain."),
    }));
    expect(await noteOn(site, "next/start")).toBe('at /: current=/next 3.1=/ 2.9=/2.9; last 3.1; instances default,extras; extras 1; other ""');
  });
});
