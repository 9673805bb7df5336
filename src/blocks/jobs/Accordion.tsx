/**
 * The accordion of the jobs and marketplace blocks (visitor spec §4): one item open at a time,
 * clicking the open one closes it. Each header is a button with aria-expanded controlling its
 * panel; the static HTML shows every item closed until the island hydrates.
 */
import { useId, useState, type ReactNode } from 'react';
import { nextOpen } from '../../lib/jobs/board.ts';

export interface AccordionEntry {
  id: string;
  /** The header's content (title and short facts). */
  header: ReactNode;
  /** The panel shown when open. */
  panel: ReactNode;
}

export function Accordion({
  entries,
  headingTag,
  className,
}: {
  entries: readonly AccordionEntry[];
  headingTag: 'h2' | 'h3';
  className: string;
}) {
  const [open, setOpen] = useState<string | null>(null);
  const base = useId();
  const Heading = headingTag;
  return (
    <ul className={`accordion ${className}`}>
      {entries.map((entry, index) => {
        const expanded = open === entry.id;
        const panelId = `${base}-panel-${index}`;
        return (
          <li key={entry.id} className="accordion__item" data-open={expanded ? 'true' : undefined}>
            <Heading className="accordion__heading">
              <button
                type="button"
                className="accordion__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen((current) => nextOpen(current, entry.id))}
              >
                {entry.header}
                <span className="accordion__chevron" aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} className="accordion__panel" hidden={!expanded}>
              {entry.panel}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
