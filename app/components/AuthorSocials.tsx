// An author's profiles elsewhere (Docusaurus' `socials`), named by their platform, after their name.
import type { BlogAuthor } from "~/content/page-data";

export function AuthorSocials({ socials }: { socials: NonNullable<BlogAuthor["socials"]> }) {
  return (
    <span className="author-socials">
      {socials.map((social, at) => (
        <a key={at} href={social.url} rel="noopener noreferrer" target={social.url.startsWith("mailto:") ? undefined : "_blank"}>{social.label}</a>
      ))}
    </span>
  );
}
