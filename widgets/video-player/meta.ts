import { defineMeta, KB } from '../../src/kit/widget-meta.ts';

const EXAMPLE_VIDEO = {
  id: 'ams-v001',
  title: 'VW Golf im Test',
  duration: 12,
  url: '/auto/videos/?video=ams-v001',
  poster: [
    { src: '/api/videos/clips/clip-1-1100.jpg', width: 1100, height: 619 },
    { src: '/api/videos/clips/clip-1-430.jpg', width: 430, height: 242 },
  ],
  sources: [
    { src: '/api/videos/clips/clip-1.webm', type: 'video/webm; codecs="vp9, opus"' },
    { src: '/api/videos/clips/clip-1.mp4', type: 'video/mp4; codecs="avc1.4d401e, mp4a.40.2"' },
  ],
  subtitles: [{ src: '/api/videos/clips/clip-1.vtt', srclang: 'de', label: 'Deutsch' }],
};

export const meta = defineMeta({
  name: 'video-player',
  trigger: 'visible',
  // spec 1, 3.6, 9.2, 9.6, issue 29
  summary:
    "video in an article or the hub: the poster with 'Video abspielen' and its length; the player loads on the click, one video at a time",
  description:
    'Video mit Vorschaubild: erst der Klick lädt den Player; Untertitel, Fehlermeldung mit erneutem Versuch.',
  props: {
    video: {
      type: 'object',
      required: true,
      description:
        '`{ id, title, duration (s), poster: [{src, width, height}], sources: [{src, type}] (WebM first), subtitles: [{src, srclang, label}], url?, provider?: {name, vendor, embedUrl} }`, as the video backend answers',
    },
  },
  config: {},
  fallback: '',
  example: {
    props: { video: EXAMPLE_VIDEO },
    // The server's markup: a link to the video's page around its poster, which works without Kiosk.
    markup:
      '<a class="kiosk-video-link" href="/auto/videos/?video=ams-v001"><img src="/api/videos/clips/clip-1-1100.jpg" width="1100" height="619" alt="Video: VW Golf im Test"></a>',
  },
  budget: 3 * KB,
});
