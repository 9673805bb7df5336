/** contactForm: the contact / appointment request form with a choice of topics. */
import * as v from 'valibot';
import { opt } from '../../lib/block-options.ts';
import type { ContactTopicKey } from '../../lib/forms/contact.ts';
import { defineBlockSchema, heading } from '../define.ts';

export const contactFormSchema = defineBlockSchema({
  type: 'contactForm',
  kind: 'component',
  /** Interactive: hydrates as an island when it becomes visible. */
  hydrate: 'visible',
  category: 'team',
  version: 1,
  migrations: [],
  dialog: true,
  fields: [...heading()],
  options: v.object({
    /** Offer the topic 'glass determination'. Default true. */
    glassDetermination: opt.checkbox(true),
    /** Offer the topic 'health check'. Default true. */
    healthCheck: opt.checkbox(true),
    /** Offer the topic 'eye analysis'. Default true. */
    eyeAnalysis: opt.checkbox(true),
    /** Offer the topic 'vision test for learner permit'. Default true. */
    learnerPermitVisionTest: opt.checkbox(true),
    /** Offer the topic 'new contact lens fitting'. Default true. */
    newContactLensFitting: opt.checkbox(true),
    /** Offer the topic 'contact lens check'. Default true. */
    contactLensCheck: opt.checkbox(true),
    /** Offer the topic 'contact lens subscription'. Default true. */
    contactLensSubscription: opt.checkbox(true),
    /** Offer the topic 'frequent-lens direct'. Default true. */
    frequentLensDirect: opt.checkbox(true),
    /** Offer the topic 'glasses consulting'. Default true. */
    glassesConsulting: opt.checkbox(true),
    /** Offer the topic 'glasses service'. Default true. */
    glassesService: opt.checkbox(true),
    /** Offer the topic 'sunglasses consulting'. Default true. */
    sunglassesConsulting: opt.checkbox(true),
    /** Offer the topic 'myopia management'. Default true. */
    myopiaManagement: opt.checkbox(true),
    /** Offer the topic 'other'. Default true. */
    other: opt.checkbox(true),
    /** Address that receives the requests instead of the site's contact e-mail. Default null. */
    contactEmail: opt.text(null),
  }),
  optionConfig: { contactEmail: { inputKind: 'email' } },
});

export type ContactFormOptions = v.InferOutput<typeof contactFormSchema.options>;

/**
 * The topic switches of the block, one per topic of the form (`CONTACT_TOPIC_KEYS`): `Pick` fails
 * to compile when a topic has no option here.
 */
export type ContactTopicOptions = Pick<ContactFormOptions, ContactTopicKey>;
