/**
 * Rich-text field: renders a stored Milkdown/ProseMirror document as semantic HTML elements.
 * Built from React elements (never raw HTML), so stored content cannot inject markup, scripts
 * or event handlers; unknown node types render their children only.
 */
import { Fragment, type ReactNode } from 'react';
import { fieldDoc, type FieldSnapshot, type ProseMirrorNode } from '../lib/content.ts';
import { RICH_TEXT_IMAGE, richTextLink } from '../lib/richtext.ts';
import { safeHref } from '../lib/links.ts';
import { editAttributes, useRenderContext } from './context.tsx';

export interface RichTextProps {
  field: FieldSnapshot | undefined;
  className?: string;
}

export function RichText({ field, className }: RichTextProps) {
  const { locale, mode, pageHref, editors } = useRenderContext();
  if (!field || (!field.visible && mode === 'live')) return null;
  if (mode === 'edit' && editors) return <editors.RichText field={field} className={className} />;
  const doc = fieldDoc(field, locale);
  if (!doc && mode === 'live') return null;
  return (
    <div
      className={['rich-text', className].filter(Boolean).join(' ')}
      {...editAttributes(mode, field.id, field.name)}
    >
      {doc ? renderChildren(doc, pageHref) : null}
    </div>
  );
}

type PageHref = (id: string) => string | null;

function renderChildren(node: ProseMirrorNode, pageHref: PageHref): ReactNode[] {
  return (node.content ?? []).map((child, i) => renderNode(child, pageHref, i));
}

function renderNode(node: ProseMirrorNode, pageHref: PageHref, key: number): ReactNode {
  const children = renderChildren(node, pageHref);
  switch (node.type) {
    case 'doc':
      return <Fragment key={key}>{children}</Fragment>;
    case 'paragraph': {
      const style = node.attrs?.['textStyle'];
      const cls = style === 'large' ? 'text-large' : style === 'small' ? 'text-small' : undefined;
      return (
        <p key={key} className={cls}>
          {children}
        </p>
      );
    }
    case 'heading': {
      const level = Math.min(6, Math.max(1, Number(node.attrs?.['level']) || 2));
      const Tag = `h${level}` as 'h1';
      return <Tag key={key}>{children}</Tag>;
    }
    case 'bullet_list':
      return <ul key={key}>{children}</ul>;
    case 'ordered_list':
      return <ol key={key}>{children}</ol>;
    case 'list_item':
      return <li key={key}>{children}</li>;
    case 'blockquote':
      return <blockquote key={key}>{children}</blockquote>;
    case 'code_block':
      return (
        <pre key={key}>
          <code>{children}</code>
        </pre>
      );
    case 'hr':
    case 'horizontal_rule':
      return <hr key={key} />;
    case 'hardbreak':
    case 'hard_break':
      return <br key={key} />;
    case 'image': {
      const src = safeHref(typeof node.attrs?.['src'] === 'string' ? node.attrs['src'] : null);
      if (!src) return null;
      return (
        <img
          key={key}
          src={src}
          alt={typeof node.attrs?.['alt'] === 'string' ? node.attrs['alt'] : ''}
          width={RICH_TEXT_IMAGE.width}
          height={RICH_TEXT_IMAGE.height}
          loading="lazy"
          decoding="async"
        />
      );
    }
    case 'text':
      return renderMarks(node, pageHref, key);
    default:
      return <span key={key}>{children}</span>;
  }
}

function renderMarks(node: ProseMirrorNode, pageHref: PageHref, key: number): ReactNode {
  let out: ReactNode = node.text ?? '';
  for (const mark of node.marks ?? []) {
    switch (mark.type) {
      case 'strong':
        out = <strong>{out}</strong>;
        break;
      case 'emphasis':
      case 'em':
        out = <em>{out}</em>;
        break;
      case 'inlineCode':
      case 'code':
        out = <code>{out}</code>;
        break;
      case 'strike_through':
        out = <s>{out}</s>;
        break;
      case 'link': {
        const link = richTextLink(mark.attrs?.['href'], pageHref);
        if (link) {
          out = (
            <a href={link.href} target={link.target} rel={link.rel}>
              {out}
            </a>
          );
        }
        break;
      }
    }
  }
  return <Fragment key={key}>{out}</Fragment>;
}
