import type { AnnouncementPart } from "~/content/announcement";
import { LinkedText } from "./LinkedText";

/** The config's announcement bar above the header: its text, with its links. */
export function AnnouncementBar({ parts }: { parts: AnnouncementPart[] }) {
  return (
    <div className="announcement-bar" role="region" aria-label="Announcement">
      <LinkedText parts={parts} />
    </div>
  );
}
