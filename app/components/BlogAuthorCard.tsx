// An author of the blog, as the index of authors lists them and their page of posts opens.
import type { BlogAuthor } from "~/content/page-data";
import { AuthorSocials } from "./AuthorSocials";

export function BlogAuthorCard({ author, pageHref, description, postCount }: {
  author: BlogAuthor;
  /** Their page of posts; on the index, the name leads there (else to their address). Absent on that page itself, under its title. */
  pageHref?: string;
  description?: string;
  /** On the index: how many listed posts they wrote. */
  postCount?: number;
}) {
  const nameHref = pageHref ?? author.url;
  return (
    <div className="blog-author-card">
      {author.imageUrl ? <img className="blog-author-image" src={author.imageUrl} alt="" width={48} height={48} loading="lazy" /> : null}
      {postCount !== undefined ? <h2>{nameHref ? <a href={nameHref}>{author.name}</a> : author.name}</h2> : null}
      {author.title ? <p className="blog-author-title">{author.title}</p> : null}
      {description ? <p>{description}</p> : null}
      {author.socials ? <p><AuthorSocials socials={author.socials} /></p> : null}
      {postCount !== undefined ? <p className="blog-author-count">{postCount === 1 ? "1 post" : `${postCount} posts`}</p> : null}
      {postCount === undefined && author.url ? <p><a href={author.url}>{author.url}</a></p> : null}
    </div>
  );
}
