/** Link and Button primitives: resolve a link option with the target rules; button text from a field. */
import * as v from 'valibot';
import type { ReactNode } from 'react';
import { LinkSchema, type LinkValue } from '../lib/block-options.ts';
import { fieldText, type FieldSnapshot } from '../lib/content.ts';
import { resolveLink } from '../lib/links.ts';
import { editAttributes, useRenderContext } from './context.tsx';

export interface LinkProps {
  link: LinkValue | null | undefined;
  className?: string;
  children: ReactNode;
}

/** An anchor for a link option; a plain span when the link is incomplete. */
export function Link({ link, className, children }: LinkProps) {
  const { pageHref } = useRenderContext();
  const resolved = resolveLink(link, pageHref);
  if (!resolved) return <span className={className}>{children}</span>;
  return (
    <a className={className} href={resolved.href} target={resolved.target} rel={resolved.rel}>
      {children}
    </a>
  );
}

export type ButtonVariant = 'contained' | 'bubble' | 'text' | 'floating' | 'list';

export interface ButtonProps {
  field: FieldSnapshot | undefined;
  variant?: ButtonVariant;
  className?: string;
}

/** A button field: its text per locale and its `link` option. Nothing when it has no text (live). */
export function Button({ field, variant = 'contained', className }: ButtonProps) {
  const { locale, mode, editors } = useRenderContext();
  if (!field || (!field.visible && mode === 'live')) return null;
  const text = fieldText(field, locale);
  if (text === null && mode === 'live') return null;
  const parsed = v.safeParse(LinkSchema, field.options['link']);
  const classes = ['button', `button--${variant}`, className].filter(Boolean).join(' ');
  if (mode === 'edit' && editors) {
    return (
      <editors.Button field={field}>
        <span className={classes}>{text ?? ''}</span>
      </editors.Button>
    );
  }
  return (
    <span {...editAttributes(mode, field.id, field.name)} className="button-wrap">
      <Link link={parsed.success ? parsed.output : null} className={classes}>
        {text ?? ''}
      </Link>
    </span>
  );
}
