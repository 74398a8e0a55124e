import type { AnnouncementPart } from "~/content/announcement";

/** Text and links from the config's markup (announcementOf); a link out of the site opens in a new tab. */
export function LinkedText({ parts }: { parts: AnnouncementPart[] }) {
  return (
    <>
      {parts.map((part, i) => part.href ? (
        <a key={i} href={part.href} {...(part.href.startsWith("/") ? {} : { target: "_blank", rel: "noopener noreferrer" })}>{part.text}</a>
      ) : (
        <span key={i}>{part.text}</span>
      ))}
    </>
  );
}
