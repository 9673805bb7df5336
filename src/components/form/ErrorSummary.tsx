/**
 * The error summary at the top of a form: a focusable group, titled, listing each problem as a
 * link that moves the focus to its field. It shows only when there are problems.
 */
import type { MouseEvent, RefObject } from 'react';
import './form.css';

/** One problem: the field's label and the message, and the id of the element the link focuses. */
export interface SummaryItem {
  name: string;
  label: string;
  error: string;
  targetId: string;
}

export interface ErrorSummaryProps {
  /** The summary title's id (the group is labelled by it). */
  id: string;
  title: string;
  /** The heading level below the block's title. */
  headingTag: 'h2' | 'h3';
  items: readonly SummaryItem[];
  /** From useBlockForm: the summary takes the focus after a failed submit. */
  summaryRef: RefObject<HTMLDivElement | null>;
  /** Focuses the item's field (default: the element with its targetId). */
  onFollow?: (item: SummaryItem) => void;
}

/**
 * @example
 * <ErrorSummary id="form-summary-title" title="Please check" headingTag="h2" items={items} summaryRef={ref} />
 */
export function ErrorSummary({
  id,
  title,
  headingTag: Heading,
  items,
  summaryRef,
  onFollow,
}: ErrorSummaryProps) {
  if (items.length === 0) return null;
  const follow = (event: MouseEvent<HTMLAnchorElement>, item: SummaryItem) => {
    event.preventDefault();
    if (onFollow) onFollow(item);
    else document.getElementById(item.targetId)?.focus();
  };
  return (
    <div className="form-summary" ref={summaryRef} tabIndex={-1} role="group" aria-labelledby={id}>
      <Heading className="form-summary__title" id={id}>
        {title}
      </Heading>
      <ul>
        {items.map((item) => (
          <li key={item.name}>
            <a href={`#${item.targetId}`} onClick={(event) => follow(event, item)}>
              {item.label}: {item.error}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
