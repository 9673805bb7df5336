/**
 * The gallery's lightbox: PhotoSwipe 5, its core loaded only when a visitor first opens an image.
 * PhotoSwipe traps focus, closes on Escape, moves with the arrow keys and returns focus to the
 * tile that opened it; the caption under each image is its alt text.
 */
import type { SlideData } from 'photoswipe';
import PhotoSwipeLightbox from 'photoswipe/lightbox';
import 'photoswipe/style.css';

/** The lightbox's own button names and error text, from the visitor dictionary. */
export interface LightboxTexts {
  close: string;
  zoom: string;
  previous: string;
  next: string;
  error: string;
}

/** A lightbox over a fixed list of slides; `open(index)` shows one, `destroy()` removes it. */
export interface GalleryLightbox {
  open(index: number): void;
  destroy(): void;
}

/**
 * Creates the lightbox for a gallery's slides.
 *
 * @example
 * const box = createLightbox(slides, texts);
 * box.open(3); // the fourth image, focus returns to the tile on close
 */
export function createLightbox(slides: SlideData[], texts: LightboxTexts): GalleryLightbox {
  const lightbox = new PhotoSwipeLightbox({
    dataSource: slides,
    pswpModule: () => import('photoswipe'),
    closeTitle: texts.close,
    zoomTitle: texts.zoom,
    arrowPrevTitle: texts.previous,
    arrowNextTitle: texts.next,
    errorMsg: texts.error,
    returnFocus: true,
    trapFocus: true,
    showHideAnimationType: 'fade',
  });
  lightbox.on('uiRegister', () => {
    lightbox.pswp?.ui?.registerElement({
      name: 'caption',
      className: 'media-gallery__caption',
      order: 9,
      isButton: false,
      appendTo: 'root',
      onInit: (element, pswp) => {
        element.setAttribute('aria-live', 'polite');
        const show = () => {
          element.textContent = pswp.currSlide?.data.alt ?? '';
        };
        pswp.on('change', show);
        show();
      },
    });
  });
  // The dialog is busy while it opens (keys and Escape act once it is open); assistive tech and
  // tests can tell by aria-busy.
  lightbox.on('afterInit', () => lightbox.pswp?.element?.setAttribute('aria-busy', 'true'));
  lightbox.on('openingAnimationEnd', () => lightbox.pswp?.element?.setAttribute('aria-busy', 'false'));
  lightbox.init();
  return {
    open: (index) => void lightbox.loadAndOpen(index),
    destroy: () => lightbox.destroy(),
  };
}
