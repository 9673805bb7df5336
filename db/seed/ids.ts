/**
 * Fixed, readable ids of everything the demo seed creates, so tests and fixtures can refer to
 * them. Group ids are `group-{page key}-{group key}`, field ids `field-{page key}-{group key}-{name}`
 * where the page key is the page id without its `page-` prefix (see builders.ts).
 */

/** Page ids by page key. */
export const PAGE = {
  home: 'page-home',
  contact: 'page-contact',
  imprint: 'page-imprint',
  privacy: 'page-privacy',
  terms: 'page-terms',
  search: 'page-search',
  login: 'page-login',
  golfStart: 'page-urban-golf-start',
  golfEdit: 'page-urban-golf-edit',
  golfShare: 'page-urban-golf-share',
  golfPlay: 'page-urban-golf-play',
  golfCoupon: 'page-urban-golf-coupon',
  teamAnna: 'page-team-anna-sonnenberg',
  teamMarco: 'page-team-marco-bernasconi',
  teamLea: 'page-team-lea-keller',
  serviceEyeTest: 'page-service-eye-test',
  serviceContactLenses: 'page-service-contact-lenses',
  serviceSunglasses: 'page-service-sunglasses',
  sponsor: 'page-sponsoring',
  gallery: 'page-gallery',
  video: 'page-video',
} as const;

/** Media ids; each file is public/demo/{id without `media-`}.svg. */
export const MEDIA = {
  anna: 'media-anna-sonnenberg',
  marco: 'media-marco-bernasconi',
  lea: 'media-lea-keller',
  shopWindow: 'media-shop-window',
  contactLenses: 'media-contact-lenses',
  sunglasses: 'media-sunglasses',
} as const;

/**
 * Ids of the generated raster photos (db/seed/photos/, `media-photo-{file name}`) and of the demo
 * video that the pages use by name; the gallery's photos are listed by content/photos.ts.
 */
export const PHOTO = {
  hero: 'media-photo-hero-shop',
  anna: 'media-photo-team-anna',
  marco: 'media-photo-team-marco',
  lea: 'media-photo-team-lea',
  videoPoster: 'media-photo-video-poster',
  video: 'media-video-demo',
} as const;

/** The ids tests and fixtures need. */
export const DEMO = {
  settingsId: 'site',
  navigationId: 'main',
  homePageId: PAGE.home,
  contactPageId: PAGE.contact,
  imprintPageId: PAGE.imprint,
  privacyPageId: PAGE.privacy,
  termsPageId: PAGE.terms,
  searchPageId: PAGE.search,
  loginPageId: PAGE.login,
  gamePageIds: {
    start: PAGE.golfStart,
    edit: PAGE.golfEdit,
    share: PAGE.golfShare,
    play: PAGE.golfPlay,
    coupon: PAGE.golfCoupon,
  },
  teamPageIds: [PAGE.teamAnna, PAGE.teamMarco, PAGE.teamLea],
  servicePageIds: [PAGE.serviceEyeTest, PAGE.serviceContactLenses, PAGE.serviceSunglasses],
  mediaIds: Object.values(MEDIA),
  businessId: 'business-optik-sonnenberg',
  branchIds: { marktgasse: 'branch-marktgasse', seen: 'branch-seen' },
  /** A few group and field ids tests like to poke at. */
  homeHeroGroupId: 'group-home-hero',
  homeHeroTitleFieldId: 'field-home-hero-title',
  homeHeroButtonFieldId: 'field-home-hero-button',
  homeAboutGroupId: 'group-home-about',
  homeTeamGroupId: 'group-home-team',
  homeCtaGroupId: 'group-home-cta',
  /** The sponsoring page and its aspectSponsorForm block. */
  sponsorPageId: PAGE.sponsor,
  sponsorFormGroupId: 'group-sponsoring-form',
  /** The gallery page and its mediaGallery block (the photos' parent); the video page. */
  galleryPageId: PAGE.gallery,
  galleryGroupId: 'group-gallery-gallery',
  videoPageId: PAGE.video,
  sponsorItemKeys: [
    'hauptsponsor',
    'standprasenz6m',
    'standprasenz9m',
    'stehlunch',
    'nachmittagpause',
    'vormittagspause',
    'stehlunch2',
  ],
} as const;
