// @cloudflare/stream-react's Stream component, which Docusaurus sites import to show a video hosted
// on Cloudflare Stream (Agenta's evaluation and observability guides). The package draws Stream's
// player in an iframe and sets its options through the player's script; here the same iframe,
// its options written into its address, as Stream's embed code takes them.

interface StreamProps {
  /** The video's id. */
  src: string;
  /** The account's code: the player is served from `customer-<code>.cloudflarestream.com`. */
  customerCode?: string;
  controls?: boolean;
  muted?: boolean;
  autoplay?: boolean;
  loop?: boolean;
  preload?: boolean | "auto" | "metadata" | "none";
  poster?: string;
  startTime?: number | string;
  primaryColor?: string;
  letterboxColor?: string;
  defaultTextTrack?: string;
  adUrl?: string;
  title?: string;
  /** As wide as the text in 16:9 (the default), or the `height` and `width` given. */
  responsive?: boolean;
  height?: string | number;
  width?: string | number;
  className?: string;
}

/** The player's address with the options the package passes to it, in its order: the account's domain, else Stream's own. */
function streamUrl(props: StreamProps): string {
  const { src, customerCode, controls = false, muted, autoplay, loop, preload, poster, startTime, primaryColor, letterboxColor, defaultTextTrack, adUrl } = props;
  const query = [
    poster && `poster=${encodeURIComponent(poster)}`,
    adUrl && `ad-url=${encodeURIComponent(adUrl)}`,
    defaultTextTrack && `defaultTextTrack=${encodeURIComponent(defaultTextTrack)}`,
    primaryColor && `primaryColor=${encodeURIComponent(primaryColor)}`,
    letterboxColor && `letterboxColor=${encodeURIComponent(letterboxColor)}`,
    startTime && `startTime=${encodeURIComponent(String(startTime))}`,
    muted && "muted=true",
    preload && `preload=${preload === true ? "auto" : preload}`,
    loop && "loop=true",
    autoplay && "autoplay=true",
    !controls && "controls=false",
  ].filter(Boolean).join("&");
  const video = encodeURIComponent(src);
  return customerCode
    ? `https://customer-${encodeURIComponent(customerCode)}.cloudflarestream.com/${video}/iframe?${query}`
    : `https://iframe.cloudflarestream.com/${video}?${query}`;
}

/** The video's player, as the package lays it out. */
export function Stream(props: StreamProps) {
  const { responsive = true, title, height, width, className } = props;
  const player = (
    <iframe
      src={streamUrl(props)}
      title={title ?? "Video"}
      loading="lazy"
      height={height}
      width={width}
      allow="accelerometer; gyroscope; autoplay; encrypted-media; picture-in-picture;"
      allowFullScreen
      style={responsive ? { position: "absolute", top: 0, left: 0, height: "100%", width: "100%", border: "none" } : { border: "none" }}
    />
  );
  return <div className={className} style={responsive ? { position: "relative", paddingTop: "56.25%" } : undefined}>{player}</div>;
}
