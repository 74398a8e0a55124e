// docusaurus-plugin-internaldocs-fb, the plugin Meta's open-source sites (Relay, Flipper, Pyre,
// Mariana Trench...) build one docs folder with twice: for Meta's intranet and for the public site.
// Its helpers choose between the two in the config, the sidebars and the pages' own code. This site
// is a public one, so each gives its public (open-source) value, as the public site's build does.

/** The package's module names: today's, and `internaldocs-fb-helpers`, its older name that sites still import. */
export const INTERNAL_DOCS_MODULES = ["docusaurus-plugin-internaldocs-fb/internal", "internaldocs-fb-helpers"];

/** Whether `id` names the package's helpers. */
export function isInternalDocsModule(id: string): boolean {
  return INTERNAL_DOCS_MODULES.includes(id);
}

/** What the public build gets of the package's helpers. */
export interface InternalDocsHelpers {
  /** Always false: this is not Meta's internal build. */
  isInternal(): boolean;
  /** The `external` value (undefined when not given): `fbContent({internal: [...], external: [...]})`. */
  fbContent<T>(options: { internal?: unknown; external?: T }): T | undefined;
  /** Nothing, as an empty list, so `...fbInternalOnly([...])` adds no sidebar item. */
  fbInternalOnly(content: unknown): never[];
}

/**
 * The helpers, made anew for each caller: the config and the sidebars run in contexts of their own,
 * and a page's code may keep what it was given.
 */
export function internalDocsHelpers(): InternalDocsHelpers {
  return {
    isInternal: () => false,
    fbContent: (options) => options?.external,
    fbInternalOnly: () => [],
  };
}
