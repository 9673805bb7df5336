/**
 * The one server handler of Lunette's public forms (contact, sponsor booking): a POST sub-app that
 * limits requests per client, refuses large bodies while they stream in, drops trap submissions
 * with the success answer, parses the envelope and the fields with the form's own schemas, asks
 * the form's route for its published block, and stores the submission with its mails in one
 * transaction before the outbox is woken. A form route supplies only what differs: its schemas,
 * how it finds its block, and what it stores and mails.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import type { Tx } from '../../db/write.ts';
import type { Locale } from '../../src/lib/content.ts';
import { isTrapFilled } from '../../src/lib/forms/trap.ts';
import { readSettings, type SiteSettings } from '../../src/lib/settings.ts';
import { streamingBodyLimit } from '../body-limit.ts';
import { ApiError, errorBody, invalidFieldsAnswer, requestLocale, type ErrorCode } from '../errors.ts';
import { createRateLimiter, rateLimitByClient } from '../rate-limit.ts';
import { storeSubmission, type OutgoingMail, type SubmissionKind } from '../services/outbox.ts';
import type { AppEnv } from '../types.ts';

/** What a stored submission and a dropped trap submission both answer: a bot cannot tell them apart. */
export const SENT = { success: true as const, data: { status: 'sent' as const } };

/** The message key of an envelope value the form itself cannot produce (a missing form id). */
const INVALID_ENVELOPE = 'invalidValue';

/** Which published form a request names, and in which language the visitor writes. */
type EnvelopeSchema = v.GenericSchema<unknown, { groupId: string; lang?: Locale | undefined }>;
type FieldsSchema = v.GenericSchema<unknown, Record<string, unknown>>;

/** A valid submission's fields without the (empty) trap field. */
export type FormValues<TFields extends FieldsSchema> = Omit<v.InferOutput<TFields>, 'website'>;

/** What a form stores: the payload of its submission row, its mails, and its own writes. */
export interface FormSubmission {
  /** The validated fields plus what the form adds (the form id, computed totals). */
  payload: Record<string, unknown>;
  mails: OutgoingMail[];
  /**
   * Runs inside the submission's write transaction (e.g. booking capacities); throwing rolls the
   * whole submission back, a `FormRefused` then becomes the answer.
   */
  within?: (tx: Tx, submissionId: string) => Promise<void>;
}

/** A valid request as the form's `submission` step gets it. */
export interface FormRequest<TFields extends FieldsSchema, TEnvelope extends EnvelopeSchema, TForm> {
  /** The fields as the form's schema outputs them, without the trap field. */
  values: FormValues<TFields>;
  envelope: v.InferOutput<TEnvelope>;
  /** What `openForm` returned for the named form. */
  form: TForm;
  /** The visitor's language: the body's `lang`, else the request's. */
  locale: Locale;
  /** The published site settings (the business's e-mail addresses). */
  site: SiteSettings;
  /** The name the mails sign with: the contact company name, else the business name. */
  businessName: string;
  now: Date;
}

/** How one public form differs from the others. */
export interface FormRouteConfig<TFields extends FieldsSchema, TEnvelope extends EnvelopeSchema, TForm> {
  /** The submissions' kind (their listing in the editor). */
  kind: SubmissionKind;
  /** The form's fields: the schema the island validates with too. */
  fields: TFields;
  /** The rest of the body: the form's block id and the visitor's language. */
  envelope: TEnvelope;
  /** Field name -> message key of the fields' issues, as the island shows them. */
  fieldErrors: (issues: readonly v.BaseIssue<unknown>[]) => Record<string, string>;
  /** Requests per client address within a sliding window. */
  rateLimit: { readonly limit: number; readonly windowMs: number };
  /** Bodies above this many bytes are refused (413) as soon as the stream passes it. */
  maxBodyBytes: number;
  /**
   * The published block the envelope names, read before the fields are judged: null when no such
   * form is live (404); throw an ApiError to refuse the request (e.g. 409 bookings closed).
   */
  openForm: (c: Context<AppEnv>, envelope: v.InferOutput<TEnvelope>) => Promise<TForm | null>;
  /**
   * What to store for a valid request; or a Response that refuses it (e.g. a topic the form does
   * not offer), and nothing is stored.
   */
  submission: (
    c: Context<AppEnv>,
    request: FormRequest<TFields, TEnvelope, TForm>,
  ) => Promise<FormSubmission | Response>;
}

/**
 * A refusal found while storing (inside the transaction): answered with its status and code plus
 * `extra` in the error object (e.g. `{ items }` for 'fully_booked'), and nothing is stored.
 *
 * @example
 * throw new FormRefused(409, 'fully_booked', { items: ['hauptsponsor'] }, 'hauptsponsor');
 */
export class FormRefused extends ApiError {
  readonly extra: Record<string, unknown>;
  constructor(status: 409, code: ErrorCode, extra: Record<string, unknown>, detail?: string) {
    super(status, code, detail);
    this.extra = extra;
  }
}

/** The request body the typed client (`hc`) sends, and the `lang` query it adds. */
type FormInput<TFields extends FieldsSchema, TEnvelope extends EnvelopeSchema, TForm> = {
  in: {
    json: v.InferInput<TEnvelope> & v.InferInput<TFields>;
    query: { lang?: Locale };
  };
  out: { json: Pick<FormRequest<TFields, TEnvelope, TForm>, 'values' | 'envelope' | 'form'> };
};

/**
 * Reads and checks the body, in this order: the trap (answered as sent), the envelope (400 with
 * the envelope's and the fields' errors), the published form (`openForm`), the fields (400 with
 * their message keys). The valid request is then `c.req.valid('json')`.
 */
function parseFormBody<TFields extends FieldsSchema, TEnvelope extends EnvelopeSchema, TForm>(
  config: FormRouteConfig<TFields, TEnvelope, TForm>,
): MiddlewareHandler<AppEnv, string, FormInput<TFields, TEnvelope, TForm>> {
  return async (c, next) => {
    // Whatever the content type says: a body that is no JSON reads as null and fails the envelope.
    const body: unknown = await c.req.json().catch(() => null);
    // Checked before anything else, so a bot learns nothing from our other answers either.
    if (isTrapFilled(body)) return c.json(SENT);

    const envelope = v.safeParse(config.envelope, body);
    const parsed = v.safeParse(config.fields, body);
    if (!envelope.success) {
      const fields = parsed.success ? {} : config.fieldErrors(parsed.issues);
      for (const issue of envelope.issues) fields[String(issue.path?.[0]?.key ?? 'body')] = INVALID_ENVELOPE;
      return invalidFieldsAnswer(c, fields);
    }
    const form = await config.openForm(c, envelope.output);
    if (form === null) throw new ApiError(404, 'not_found');
    if (!parsed.success) return invalidFieldsAnswer(c, config.fieldErrors(parsed.issues));

    const { website: _trap, ...values } = parsed.output;
    c.req.addValidatedData('json', { values, envelope: envelope.output, form });
    return next();
  };
}

/**
 * The POST sub-app of a public form: mount it with `.route('/', ...)` in the form's own chained
 * sub-app, so the typed client sees its path and body.
 *
 * @example
 * export const contactRoutes = new Hono<AppEnv>().route('/', defineFormRoute({ kind: 'contact', ... }));
 */
export function defineFormRoute<TFields extends FieldsSchema, TEnvelope extends EnvelopeSchema, TForm>(
  config: FormRouteConfig<TFields, TEnvelope, TForm>,
) {
  const limiter = createRateLimiter(config.rateLimit);
  return new Hono<AppEnv>().post(
    '/',
    rateLimitByClient(limiter),
    // Counts the bytes as they arrive when there is no Content-Length (a chunked body), so a
    // large body is refused before it is read whole.
    streamingBodyLimit(config.maxBodyBytes),
    parseFormBody(config),
    async (c) => {
      const { values, envelope, form } = c.req.valid('json');
      const siteRow = await c.var.db.query.settings.findFirst();
      const now = c.var.services.now();
      const locale = envelope.lang ?? requestLocale(c);
      const site = readSettings(siteRow?.published ?? {});
      const businessName = site.contact.companyName ?? site.business.name ?? 'Lunette';
      const submission = await config.submission(c, {
        values,
        envelope,
        form,
        locale,
        site,
        businessName,
        now,
      });
      if (submission instanceof Response) return submission;
      try {
        await storeSubmission(
          c.var.db,
          {
            kind: config.kind,
            payload: submission.payload,
            locale,
            clientAddress: c.var.services.clientAddress(c.req.raw, c.env),
            mails: submission.mails,
          },
          submission.within,
          now,
        );
      } catch (error) {
        if (!(error instanceof FormRefused)) throw error;
        const answer = errorBody(c, error.code, error.detail);
        return c.json({ ...answer, error: { ...answer.error, ...error.extra } }, error.status);
      }
      c.var.services.outbox.wake();
      return c.json(SENT);
    },
  );
}
