import { lazy, Suspense, type ComponentProps } from "react";
import { MAIN_ID } from "~/components/Header";
import type { ErrorPage } from "./ErrorPage";

// Error pages are rare, so their code loads when one is shown, not with every page: pages stay
// within their JavaScript budget. The server renders them whole (renderDocument waits for every
// boundary), and the browser keeps that HTML until the code arrives. Should it fail to load (the
// reader went offline, a new deploy replaced it), the status and a way home stay.
const LoadedErrorPage = lazy(() => import("./ErrorPage").then(
  (module) => ({ default: module.ErrorPage }),
  () => ({ default: StatusOnly }),
));

function StatusOnly({ status }: { status: number }) {
  return <main id={MAIN_ID} className="error-page"><p className="error-status">{status}</p><a href="/">Home</a></main>;
}

/** The error page (see ErrorPage), its code loaded on first use. */
export function ErrorPageLater(props: ComponentProps<typeof ErrorPage>) {
  return <Suspense fallback={null}><LoadedErrorPage {...props} /></Suspense>;
}
