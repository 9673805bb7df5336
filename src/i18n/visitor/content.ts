/** Visitor texts: content blocks: multiCta, textOnImage, boards and cards, collections, testimonials, image collage. */
import type { AreaTexts } from './area.ts';

const de = {
  contentCarousel: 'Karussell',
  contentCarouselPrevious: 'Vorherige Karten',
  contentCarouselNext: 'Nächste Karten',
  contentDuration: 'Dauer',
  contentCost: 'Kosten',
  contentLearnMore: 'Mehr erfahren',
  contentReadStory: 'Ganze Geschichte lesen',
  contentTestimonialBy: 'Erfahrungsbericht von',
  contentArchive: 'Archiv (nur für Redaktion sichtbar)',
  contentArchiveEmpty: 'Keine archivierten Einträge',
  contentServiceFallback: 'Dienstleistung',
};

export const contentTexts: AreaTexts<typeof de> = {
  de,
  en: {
    contentCarousel: 'Carousel',
    contentCarouselPrevious: 'Previous cards',
    contentCarouselNext: 'Next cards',
    contentDuration: 'Duration',
    contentCost: 'Cost',
    contentLearnMore: 'Learn more',
    contentReadStory: 'Read the whole story',
    contentTestimonialBy: 'Testimonial by',
    contentArchive: 'Archive (visible to editors only)',
    contentArchiveEmpty: 'No archived entries',
    contentServiceFallback: 'Service',
  },
};
