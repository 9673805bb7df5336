/** Visitor texts: the media gallery (grid, load more, lightbox, editor delete) and the video player. */
import type { AreaTexts } from './area.ts';

const de = {
  galleryLoadMore: 'Mehr laden',
  galleryLoading: 'Weitere Bilder werden geladen …',
  /** {shown} and {total} are filled in. */
  galleryShown: '{shown} von {total} Bildern',
  /** A tile's name when its image has no alt text; {index} and {count} are filled in. */
  galleryOpenImage: 'Bild {index} von {count} vergrössern',
  galleryLightboxClose: 'Schliessen',
  galleryLightboxZoom: 'Zoomen',
  galleryLightboxPrevious: 'Vorheriges Bild',
  galleryLightboxNext: 'Nächstes Bild',
  galleryLightboxError: 'Das Bild konnte nicht geladen werden.',
  galleryDelete: 'Bild löschen',
  galleryDeleteConfirm: 'Zum Löschen erneut tippen',
  galleryDeleting: 'Bild wird gelöscht …',
  galleryDeleted: 'Bild gelöscht',
  galleryDeleteFailed: 'Fehler beim Löschen des Bildes',
  galleryEmptyEdit:
    'Diese Galerie ist leer. Laden Sie Bilder mit dem Massen-Upload im Kontextmenü der Box hoch.',
  videoPlay: 'Video abspielen',
  /** {title} is filled in: the block's title. */
  videoPlayTitled: 'Video abspielen: {title}',
  videoFrameTitle: 'Videoplayer',
  videoUnavailable: 'Video nicht verfügbar',
  youTubeUnavailable: 'YouTube-Video nicht verfügbar',
};

export const mediaTexts: AreaTexts<typeof de> = {
  de,
  en: {
    galleryLoadMore: 'Load more',
    galleryLoading: 'Loading more images …',
    galleryShown: '{shown} of {total} images',
    galleryOpenImage: 'Enlarge image {index} of {count}',
    galleryLightboxClose: 'Close',
    galleryLightboxZoom: 'Zoom',
    galleryLightboxPrevious: 'Previous image',
    galleryLightboxNext: 'Next image',
    galleryLightboxError: 'The image could not be loaded.',
    galleryDelete: 'Delete image',
    galleryDeleteConfirm: 'Tap again to delete',
    galleryDeleting: 'Deleting image …',
    galleryDeleted: 'Image deleted',
    galleryDeleteFailed: 'Failed to delete media',
    galleryEmptyEdit:
      "This gallery is empty. Upload photos with the bulk uploader in the block's context menu.",
    videoPlay: 'Play video',
    videoPlayTitled: 'Play video: {title}',
    videoFrameTitle: 'Video player',
    videoUnavailable: 'Video unavailable',
    youTubeUnavailable: 'YouTube video unavailable',
  },
};
