/** servicesContainer manifest: a static block (plain HTML, no JavaScript). */
import { defineBlock } from '../types.ts';
import { servicesContainerIcon } from './icon.tsx';
import { servicesContainerSchema } from './schema.ts';
import { ServicesContainerView } from './View.tsx';

export const servicesContainerBlock = defineBlock({
  ...servicesContainerSchema,
  View: ServicesContainerView,
  icon: servicesContainerIcon,
  label: 'blocksType.servicesContainer',
});
