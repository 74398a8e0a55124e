// The page-side half of docusaurus-plugin-internaldocs-fb (see `~/content/internal-docs`): the
// components that show a passage only on Meta's internal build or only on the public one.
import type { ReactNode } from "react";
import { internalDocsHelpers } from "~/content/internal-docs";

/** `<FbInternalOnly>`: a passage for Meta's internal build, which this public site leaves out. */
export function FbInternalOnly(_props: { children?: ReactNode }) {
  return null;
}

/** `<OssOnly>`: a passage for the public build, shown as it is. */
export function OssOnly({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

/** What `import {...} from 'docusaurus-plugin-internaldocs-fb/internal'` gives a page. */
export const internalDocsModule = { ...internalDocsHelpers(), FbInternalOnly, OssOnly };
