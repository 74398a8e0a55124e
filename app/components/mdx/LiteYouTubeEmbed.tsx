// react-lite-youtube-embed's component, which Docusaurus sites import to show a YouTube video on a
// page (Jest's Architecture page). The package shows a preview that becomes the player on a click;
// here the player itself, YouTube's privacy-enhanced one by default, as the package's is.

interface LiteYouTubeEmbedProps {
  /** The video's id, or the playlist's with `playlist`. */
  id: string;
  title?: string;
  /** Player parameters, as a query string (`start=30`). */
  params?: string;
  playlist?: boolean;
  /** youtube.com rather than youtube-nocookie.com. */
  cookie?: boolean;
  aspectWidth?: number;
  aspectHeight?: number;
}

/** The player's address for a video or a playlist, with the given parameters. */
function embedUrl({ id, params, playlist, cookie }: LiteYouTubeEmbedProps): string {
  const host = cookie ? "https://www.youtube.com" : "https://www.youtube-nocookie.com";
  const video = encodeURIComponent(id);
  const query = [playlist ? `list=${video}` : "", params ?? ""].filter(Boolean).join("&");
  return `${host}/embed/${playlist ? "videoseries" : video}${query ? `?${query}` : ""}`;
}

/** The video's player, as wide as the text, in the video's proportions. */
export function LiteYouTubeEmbed(props: LiteYouTubeEmbedProps) {
  const { title = "YouTube video", aspectWidth = 16, aspectHeight = 9 } = props;
  return (
    <iframe
      className="youtube-embed"
      src={embedUrl(props)}
      title={title}
      loading="lazy"
      allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
      allowFullScreen
      style={{ width: "100%", aspectRatio: `${aspectWidth} / ${aspectHeight}`, border: 0 }}
    />
  );
}
