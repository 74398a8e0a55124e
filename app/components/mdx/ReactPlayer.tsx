// react-player's component, which Docusaurus sites import to show a video from its address
// (ZITADEL's identity-provider guides wrap it in their ResponsivePlayer). The package loads the
// video's own player in the browser; here that player's embed is in the page itself: YouTube's and
// Vimeo's as an iframe, a media file as a <video>, any other address as a link to it.

interface ReactPlayerProps {
  url?: string;
  /** Shows the player's controls; react-player hides them unless asked. */
  controls?: boolean;
  playing?: boolean;
  muted?: boolean;
  loop?: boolean;
  width?: number | string;
  height?: number | string;
  className?: string;
  style?: Record<string, string | number>;
}

const YOUTUBE = /^https?:\/\/(?:(?:www\.|m\.)?youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/)|youtu\.be\/)([\w-]{6,})/i;
const VIMEO = /^https?:\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d+)/i;
const MEDIA_FILE = /\.(?:mp4|webm|ogv|ogg|mov|m4v|mp3|wav|m3u8)(?:[?#]|$)/i;

/** A size as CSS: a number is pixels, as react-player reads it. */
function cssSize(size: number | string): string {
  return typeof size === "number" ? `${size}px` : size;
}

/** The player's embed address for a YouTube or Vimeo video, with what the props ask of it; undefined for any other address. */
function embedUrlOf({ url = "", controls, playing, muted, loop }: ReactPlayerProps): string | undefined {
  const youtube = YOUTUBE.exec(url)?.[1];
  if (youtube) {
    const start = /[?&#](?:t|start)=(\d+)/.exec(url)?.[1];
    const query = [controls ? "" : "controls=0", playing ? "autoplay=1" : "", muted ? "mute=1" : "", loop ? `loop=1&playlist=${youtube}` : "", start ? `start=${start}` : ""].filter(Boolean).join("&");
    return `https://www.youtube.com/embed/${youtube}${query ? `?${query}` : ""}`;
  }
  const vimeo = VIMEO.exec(url)?.[1];
  if (vimeo) {
    const query = [playing ? "autoplay=1" : "", muted ? "muted=1" : "", loop ? "loop=1" : ""].filter(Boolean).join("&");
    return `https://player.vimeo.com/video/${vimeo}${query ? `?${query}` : ""}`;
  }
  return undefined;
}

/**
 * The video's player, as wide as asked (react-player's 640 px by default) and no wider than the
 * text; a height in percent, which reads the site's own wrapper styles, gives the video's proportions.
 */
export function ReactPlayer(props: ReactPlayerProps) {
  const { url = "", controls, playing, muted, loop, width = 640, height = 360, className } = props;
  const relativeHeight = typeof height === "string" && height.trim().endsWith("%");
  const style = { width: cssSize(width), maxWidth: "100%", ...(relativeHeight ? { aspectRatio: "16 / 9" } : { height: cssSize(height) }), border: 0, ...props.style };
  const embed = embedUrlOf(props);
  if (embed) {
    return <iframe className={className} src={embed} title="Video" loading="lazy" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowFullScreen style={style} />;
  }
  if (MEDIA_FILE.test(url)) {
    return <video className={className} src={url} controls={Boolean(controls)} autoPlay={playing} muted={muted} loop={loop} preload="metadata" style={style} />;
  }
  return url ? <a className={className} href={url} target="_blank" rel="noopener noreferrer">{url}</a> : null;
}
