/** What every route can read from the context: the database, the external services, the editor. */
import type { Db } from '../db/client.ts';
import type { NetworkSite } from '../src/lib/api/platform.ts';
import { DEFAULT_TENANT } from '../src/lib/media/keys.ts';
import type { MarketplaceNetwork } from './services/platform/marketplace-network.ts';
import type { NetworkLookup } from './services/platform/registry.ts';
import { noEditors, type AuthService, type Editor } from './auth/types.ts';
import type { MagazineFeed } from './services/magazine/feed.ts';
import { offlineMagazineFeed } from './services/magazine/offline-feed.ts';
import { noOutbox, type MailOutbox } from './services/outbox.ts';
import { noImageVariants, type ImageVariants } from './services/images/variants.ts';
import { noMediaProcessor, type MediaProcessor } from './services/media/processor.ts';
import { memoryMediaStore, type MediaStore } from './services/media/store.ts';
import { noRebuild, type RebuildService } from './services/rebuild.ts';
import type { RenderTracker } from './services/render-status.ts';
import type { DeadJob } from './services/edge/jobs.ts';
import { noFeeds, type FeedsRefresher } from './services/feeds/refresher.ts';
import { ownVideoUploads, type VideoStreamService } from './services/video/stream.ts';
import { translationNotConfigured, type TranslationService } from './services/translation/translator.ts';

/** The network of sites as its admins see it (the `/network` page, GET /api/v1/platform/sites). */
export interface PlatformService {
  /** Every site of the network with its hosts, status, last publish and storage, by id. */
  listSites(): Promise<NetworkSite[]>;
  /** Jobs of the queue that failed for good, newest first (Workers: services/edge/jobs.ts). */
  failedJobs?(): Promise<DeadJob[]>;
}

/** Whether the site's database is behind this code's schema (functions/middleware/schema-gate.ts). */
export interface SchemaCheck {
  /** True while writes must wait for the site's migration. */
  isBehind(): Promise<boolean>;
}

/**
 * The game-room server as GET /api/v1/health reports it. On Node the launcher runs and restarts
 * it (scripts/room-supervisor.ts); on Workers the rooms are PartyKit's hosted service and the
 * health check does not report them.
 */
export interface RoomServerHealth {
  /** 'up': its port accepts connections; 'restarting': it went down and is waiting to start again. */
  status: 'starting' | 'up' | 'restarting' | 'stopped';
  /** Restarts since the launcher started. */
  restarts: number;
  /** When `status` last changed (ISO time). */
  since: string;
}

/** External services behind small interfaces (mail, media store, translation, ... come later). */
export interface Services {
  /** The clock, injectable for tests. */
  now: () => Date;
  /** Editor sign-in and sessions. */
  auth: AuthService;
  /** Origins besides the request's own that may send writes (e.g. the public site URL). */
  trustedOrigins: string[];
  /** Makes published changes live (re-render locally, or a deploy hook in production). */
  rebuild: RebuildService;
  /**
   * The background re-render behind `rebuild` (Node: saves answer before their pages are
   * rendered); unset where `rebuild` is live when it resolves (Workers, tests).
   */
  renderStatus?: RenderTracker;
  /** Delivers stored form mail; `wake()` after a submission is committed. */
  outbox: MailOutbox;
  /** The client's address for rate limits (the Node entry reads the socket, Workers a header). */
  clientAddress: (request: Request, env: unknown) => string | null;
  /** The tenant segment of new media keys: the site's id on a network, else 'default'. */
  mediaTenant: string;
  /** Where uploaded files live (local folder, R2, memory). */
  mediaStore: MediaStore;
  /** Makes and caches an image's resized variants. */
  images: ImageVariants;
  /** Checks and prepares uploaded bytes (sharp on Node, the Images binding on Workers). */
  mediaProcessor: MediaProcessor;
  /** Where own videos are uploaded and played from (our media store, or Cloudflare Stream). */
  video: VideoStreamService;
  /** The network lookup (the registry's businesses and branches); absent outside a network. */
  network?: NetworkLookup;
  /**
   * The network's business data changed (a shop saved its hours): the other open sites copy it
   * again and re-render what shows it. Node's launcher sets it; on Workers the upkeep run does that.
   */
  networkChanged?: () => void;
  /** Machine translation of editor fields (DeepL; not configured without DEEPL_API_KEY). */
  translation: TranslationService;
  /** The health magazine's feed (MAGAZINE_FEED_URL; the offline demo articles without it). */
  magazine: MagazineFeed;
  /** The network's sites, for network admins; unset (a single site, Workers): those routes answer 404. */
  platform?: PlatformService;
  /** Keeps the cached reviews and photo feed fresh (revalidate/tag refetches a feed's tag). */
  feeds: FeedsRefresher;
  /** Every site's published marketplace items; unset outside a network (the site's own are listed). */
  marketplaceNetwork?: MarketplaceNetwork;
  /** The state of the game-room server this process runs (Node's launcher); unset elsewhere. */
  rooms?: () => RoomServerHealth;
  /**
   * Whether the site's database is behind this code's migrations: API writes then answer 503
   * (functions/middleware/schema-gate.ts). Set by the network's site openers; unset: not checked.
   */
  schema?: SchemaCheck;
}

export interface AppEnv {
  Variables: { db: Db; services: Services; editor: Editor };
}

export const defaultServices = (): Services => ({
  now: () => new Date(),
  auth: noEditors,
  trustedOrigins: [],
  rebuild: noRebuild,
  outbox: noOutbox,
  clientAddress: (request) => request.headers.get('cf-connecting-ip'),
  mediaTenant: DEFAULT_TENANT,
  mediaStore: memoryMediaStore(),
  images: noImageVariants,
  mediaProcessor: noMediaProcessor,
  video: ownVideoUploads,
  translation: translationNotConfigured,
  magazine: offlineMagazineFeed(),
  feeds: noFeeds,
});
