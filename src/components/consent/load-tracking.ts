/**
 * Adds the tracking scripts to the page once the visitor has agreed: each service's start-up call
 * (gtag config, the GTM start event, the pixel's init and page view) is queued first, then its
 * script is loaded from the URL built in src/lib/tracking.ts. Runs at most once per service and
 * page.
 */
import { trackingScripts, type TrackingKind, type TrackingPlan } from '../../lib/tracking.ts';

type Queue = unknown[];
interface Fbq {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
}
interface TrackingWindow {
  dataLayer?: Queue;
  gtag?: (...args: unknown[]) => void;
  fbq?: Fbq;
  _fbq?: Fbq;
}

/** What each service needs before its script arrives (the scripts read these queues). */
const prepare: Record<TrackingKind, (w: TrackingWindow, id: string) => void> = {
  analytics: (w, id) => {
    const dataLayer = (w.dataLayer ??= []);
    // gtag.js reads `arguments` objects from the data layer, not arrays.
    w.gtag ??= function gtag() {
      // eslint-disable-next-line prefer-rest-params -- gtag.js expects the arguments object itself
      dataLayer.push(arguments);
    };
    w.gtag('js', new Date());
    w.gtag('config', id, { anonymize_ip: true });
  },
  tagManager: (w) => {
    (w.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  },
  pixel: (w, id) => {
    if (!w.fbq) {
      const fbq = function (...args: unknown[]) {
        if (fbq.callMethod) fbq.callMethod(...args);
        else fbq.queue.push(args);
      } as Fbq;
      fbq.queue = [];
      fbq.push = fbq;
      fbq.loaded = true;
      fbq.version = '2.0';
      w.fbq = fbq;
      w._fbq ??= fbq;
    }
    w.fbq('init', id);
    w.fbq('track', 'PageView');
  },
};

/**
 * Loads the plan's scripts (after consent only).
 *
 * @example
 * loadTracking({ analytics: 'G-ABC1234' }); // adds gtag.js?id=G-ABC1234 to <head>
 */
export function loadTracking(plan: TrackingPlan): void {
  const w = window as unknown as TrackingWindow;
  for (const script of trackingScripts(plan)) {
    if (document.querySelector(`script[data-tracking="${script.kind}"]`)) continue;
    prepare[script.kind](w, script.id);
    const element = document.createElement('script');
    element.async = true;
    element.src = script.src;
    element.dataset['tracking'] = script.kind;
    document.head.append(element);
  }
}
