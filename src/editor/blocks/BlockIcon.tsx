/**
 * Small outline pictures of the box types in the add-block dialog. A type without its own
 * picture (and every type under 'remaining') gets the generic box.
 */
import type { ReactNode } from 'react';
import type { BlockType } from '../../blocks/types.ts';

const S = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const GENERIC = (
  <>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2" {...S} />
    <path d="M7 9h10M7 12.5h10M7 16h6" {...S} />
  </>
);

const ICONS: Partial<Record<BlockType, ReactNode>> = {
  hero: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" {...S} />
      <path d="M6 9h7M6 12h5M6 16h4" {...S} />
      <path d="M14 17l2.5-3 2 2.2" {...S} />
    </>
  ),
  cta: (
    <>
      <rect x="3" y="5" width="8" height="14" rx="1.5" {...S} />
      <path d="M14 8h7M14 11.5h7M14 15h4" {...S} />
    </>
  ),
  multiCta: (
    <>
      <rect x="3" y="5" width="5" height="14" rx="1" {...S} />
      <rect x="9.5" y="5" width="5" height="14" rx="1" {...S} />
      <rect x="16" y="5" width="5" height="14" rx="1" {...S} />
    </>
  ),
  richTextBlock: <path d="M4 6h16M4 10h16M4 14h16M4 18h10" {...S} />,
  bookingContainer: (
    <>
      <rect x="3.5" y="5" width="17" height="15" rx="2" {...S} />
      <path d="M3.5 9.5h17M8 3v4M16 3v4M8 14l2.5 2.5L16 12" {...S} />
    </>
  ),
  teamContainer: (
    <>
      <circle cx="8" cy="9" r="3" {...S} />
      <circle cx="16.5" cy="9.5" r="2.5" {...S} />
      <path d="M3 19c.6-3 2.6-4.5 5-4.5s4.4 1.5 5 4.5M13.5 15.2c.9-.5 1.9-.7 3-.7 2.1 0 3.6 1.3 4 4" {...S} />
    </>
  ),
  servicesContainer: (
    <>
      <circle cx="7" cy="8" r="3" {...S} />
      <circle cx="17" cy="8" r="3" {...S} />
      <path d="M4 15h6M4 18h4M14 15h6M14 18h4" {...S} />
    </>
  ),
  testimonialsContainer: (
    <>
      <path d="M4 6h16v10H9l-4 3v-3H4z" {...S} />
      <path d="M8 10h8M8 13h5" {...S} />
    </>
  ),
  imageBoard: (
    <>
      <rect x="3" y="4" width="8" height="7" rx="1" {...S} />
      <rect x="13" y="4" width="8" height="7" rx="1" {...S} />
      <rect x="3" y="13" width="8" height="7" rx="1" {...S} />
      <rect x="13" y="13" width="8" height="7" rx="1" {...S} />
    </>
  ),
  serviceBoard: (
    <>
      <rect x="3" y="4" width="8" height="16" rx="1" {...S} />
      <rect x="13" y="4" width="8" height="16" rx="1" {...S} />
      <path d="M5.5 8h3M5.5 11h3M15.5 8h3M15.5 11h3" {...S} />
    </>
  ),
  contact: (
    <>
      <path d="M12 21s-6.5-5.6-6.5-11A6.5 6.5 0 0 1 18.5 10c0 5.4-6.5 11-6.5 11z" {...S} />
      <circle cx="12" cy="10" r="2.3" {...S} />
    </>
  ),
  goFeed: (
    <>
      <circle cx="12" cy="12" r="8" {...S} />
      <path d="M12 8v8M8 12h8" {...S} />
    </>
  ),
  announcementBar: (
    <>
      <rect x="2.5" y="8" width="19" height="8" rx="2" {...S} />
      <path d="M6 12h12" {...S} />
    </>
  ),
  announcementBubble: (
    <>
      <circle cx="12" cy="11" r="7" {...S} />
      <path d="M9 11h6M12 18l-1.5 3" {...S} />
    </>
  ),
  textOnImage: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" {...S} />
      <path d="M3 16l5-5 4 4 3-3 6 6" {...S} />
      <path d="M6 8h6" {...S} />
    </>
  ),
  newsFeedBoard: (
    <>
      <rect x="3.5" y="4" width="17" height="16" rx="2" {...S} />
      <rect x="6.5" y="7" width="5" height="5" rx="0.5" {...S} />
      <path d="M14 8h4M14 11h4M6.5 15h11" {...S} />
    </>
  ),
  productBoard: (
    <>
      <path d="M6 8h12l-1 12H7z" {...S} />
      <path d="M9 8a3 3 0 0 1 6 0" {...S} />
    </>
  ),
  stepFeedBoard: (
    <>
      <circle cx="5.5" cy="12" r="2.5" {...S} />
      <circle cx="12" cy="12" r="2.5" {...S} />
      <circle cx="18.5" cy="12" r="2.5" {...S} />
      <path d="M8 12h1.5M14.5 12H16" {...S} />
    </>
  ),
  imageCollage: (
    <>
      <rect x="3" y="4" width="10" height="10" rx="1" {...S} />
      <rect x="11" y="10" width="10" height="10" rx="1" {...S} />
    </>
  ),
  videoPlayer: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" {...S} />
      <path d="M10 9v6l5-3z" {...S} />
    </>
  ),
  spacer: <path d="M4 12h16M12 4v4M12 16v4M9.5 6.5L12 4l2.5 2.5M9.5 17.5L12 20l2.5-2.5" {...S} />,
  mediaGallery: (
    <>
      <rect x="3" y="4" width="18" height="13" rx="1.5" {...S} />
      <path d="M3 14l5-4 4 3 3-2 6 4M6 20h12" {...S} />
    </>
  ),
  instagramFeed: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="4.5" {...S} />
      <circle cx="12" cy="12" r="3.5" {...S} />
      <circle cx="16.8" cy="7.2" r="0.6" fill="currentColor" />
    </>
  ),
  reviewSlider: <path d="M12 4l2.4 5 5.4.6-4 3.7 1.1 5.4L12 16l-4.9 2.7 1.1-5.4-4-3.7 5.4-.6z" {...S} />,
  contactForm: (
    <>
      <rect x="4" y="3.5" width="16" height="17" rx="2" {...S} />
      <path d="M7.5 8h9M7.5 12h9M7.5 16h5" {...S} />
    </>
  ),
};

/** The picture of a box type; `generic` forces the generic box. */
export function BlockIcon({ type, generic = false }: { type: string; generic?: boolean }) {
  const icon = generic ? undefined : ICONS[type as BlockType];
  return (
    <svg
      className="lu-addblock__icon"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      aria-hidden="true"
      focusable="false"
    >
      {icon ?? GENERIC}
    </svg>
  );
}
