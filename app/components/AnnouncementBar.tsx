import type { AnnouncementPart } from "~/content/announcement";

/** The config's announcement bar above the header: its text, with its links. */
export function AnnouncementBar({ parts }: { parts: AnnouncementPart[] }) {
  return (
    <div className="announcement-bar" role="region" aria-label="Announcement">
      {parts.map((part, i) => part.href ? (
        <a key={i} href={part.href} {...(part.href.startsWith("/") ? {} : { target: "_blank", rel: "noopener noreferrer" })}>{part.text}</a>
      ) : (
        <span key={i}>{part.text}</span>
      ))}
    </div>
  );
}
