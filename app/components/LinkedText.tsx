import { Fragment } from "react";
import type { AnnouncementPart } from "~/content/announcement";

/** A run's text, its line breaks drawn as `<br>`s. */
function Lines({ text }: { text: string }) {
  return <>{text.split("\n").map((line, i) => <Fragment key={i}>{i > 0 ? <br /> : null}{line}</Fragment>)}</>;
}

/**
 * Text and links from the config's markup (announcementOf); a link opens where its markup's `target`
 * says, in the same tab without one, as Docusaurus puts that markup in the page as written.
 */
export function LinkedText({ parts }: { parts: AnnouncementPart[] }) {
  return (
    <>
      {parts.map((part, i) => part.href ? (
        <a key={i} href={part.href} target={part.target} rel={part.target == "_blank" ? "noopener noreferrer" : undefined}><Lines text={part.text} /></a>
      ) : (
        <span key={i}><Lines text={part.text} /></span>
      ))}
    </>
  );
}
