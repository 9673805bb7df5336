/** announcementBar: a narrow strip with a short message and an optional link button. */
import * as v from 'valibot';
import { opt } from '../../lib/block-options.ts';
import { defineBlockSchema, f } from '../define.ts';

export const announcementBarSchema = defineBlockSchema({
  type: 'announcementBar',
  kind: 'component',
  category: 'start',
  version: 1,
  migrations: [],
  dialog: true,
  opensPage: false,
  fields: [f.text('description'), f.button('button')],
  options: v.object({
    /** Background of the strip. Default 'primary'. */
    backgroundColor: opt.color('primary'),
    /** Message alignment. Default 'center'. */
    alignment: opt.alignment('center'),
    /** Size of the message text. Default 'small'. */
    textSize: opt.textSize('small'),
  }),
});

export type AnnouncementBarOptions = v.InferOutput<typeof announcementBarSchema.options>;
