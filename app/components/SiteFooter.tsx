import { Link } from "@remix-run/react";
import type { Footer, FooterItem, FooterLink } from "~/content/footer";
import { LinkedText } from "./LinkedText";

/** A footer link: to a page of the site, or in a new tab, as Docusaurus opens them, to another site or a `pathname://` file. */
function FooterAnchor({ link }: { link: FooterLink }) {
  return link.external || link.file
    ? <a href={link.href} target="_blank" rel="noopener noreferrer">{link.label}</a>
    : <Link to={link.href} prefetch="intent">{link.label}</Link>;
}

function FooterEntry({ item }: { item: FooterItem }) {
  return "parts" in item ? <LinkedText parts={item.parts} /> : <FooterAnchor link={item} />;
}

/** The config's footer at the foot of every page: its columns of links, then the logo's text and the copyright. */
export function SiteFooter({ footer }: { footer: Footer }) {
  const { columns, logo, copyright } = footer;
  return (
    <footer className="site-footer">
      {columns.length ? (
        <nav className="footer-columns" aria-label="Footer">
          {columns.map((column, i) => (
            <div className="footer-column" key={i}>
              {column.title ? <h2 className="footer-title">{column.title}</h2> : null}
              <ul>
                {column.items.map((item, j) => <li key={j}><FooterEntry item={item} /></li>)}
              </ul>
            </div>
          ))}
        </nav>
      ) : null}
      {logo ? <p className="footer-logo"><FooterAnchor link={logo} /></p> : null}
      {copyright ? <p className="footer-copyright"><LinkedText parts={copyright} /></p> : null}
    </footer>
  );
}
