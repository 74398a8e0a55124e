// Under a blog post's title, and under each post on the blog's list pages: when, by whom, how long.
import type { PostByline as Byline } from "~/content/page-data";
import { AuthorSocials } from "./AuthorSocials";
import { longDate } from "./longDate";

export function PostByline({ byline }: { byline: Byline }) {
  const { date, authors, readingMinutes } = byline;
  return (
    <p className="post-byline">
      <time dateTime={date}>{longDate(date)}</time>
      {readingMinutes === undefined ? null : <>{" · "}{readingMinutes} min read</>}
      {authors.length ? (
        <>
          {" · "}
          {authors.map((author, at) => (
            <span key={at} className="post-author">
              {at > 0 ? ", " : null}
              {author.imageUrl ? <img className="post-author-image" src={author.imageUrl} alt="" width={20} height={20} loading="lazy" /> : null}
              {author.url ? <a href={author.url}>{author.name}</a> : author.name}
              {author.title ? <span className="post-author-title"> ({author.title})</span> : null}
              {author.socials ? <AuthorSocials socials={author.socials} /> : null}
            </span>
          ))}
        </>
      ) : null}
    </p>
  );
}
