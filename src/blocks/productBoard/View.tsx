/**
 * productBoard view: a heading and its productCard children as fixed-width cards (300 px, 250 px
 * in the four-column layout, src/lib/product-layout.ts). On desktop the cards wrap into rows of
 * the chosen column count; a row wider than the page (and every row on mobile) scrolls sideways
 * with CSS scroll snap: no JavaScript.
 */
import type { CSSProperties } from 'react';
import { Button } from '../../fields/Link.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { useRenderContext } from '../../fields/context.tsx';
import { visitorDictionary } from '../../i18n/visitor.ts';
import { fieldText } from '../../lib/content.ts';
import { PRODUCT_CARD_GAP, productCardWidth } from '../../lib/product-layout.ts';
import { readOptions } from '../read.ts';
import type { BlockProps } from '../types.ts';
import { productCardSchema } from '../productCard/schema.ts';
import { ProductCardView } from '../productCard/View.tsx';
import type { productBoardSchema } from './schema.ts';
import './styles.css';

export function ProductBoardView({ group, options, fields }: BlockProps<typeof productBoardSchema>) {
  const { locale, mode } = useRenderContext();
  const t = visitorDictionary(locale);
  const products = group.children.filter(
    (child) =>
      child.type === 'productCard' && (mode === 'edit' || !child.disallowedLanguages.includes(locale)),
  );
  const title = fieldText(fields.title, locale);
  const titleId = `${group.id}-title`;
  const style = {
    '--product-columns': options.columnLayout,
    '--product-card-width': `${productCardWidth(options.columnLayout)}px`,
    '--product-gap': `${PRODUCT_CARD_GAP}px`,
  } as CSSProperties;
  return (
    <section
      className={`block product-board align-${options.alignment} bg-${options.backgroundColor} product-board--cols-${options.columnLayout}`}
    >
      <div className="block__inner">
        <Text field={fields.kicker} as="p" className="kicker" />
        <div id={titleId}>
          <Text field={fields.title} as="h2" />
        </div>
        <RichText field={fields.description} className="product-board__intro" />
        <div
          className="product-board__scroller"
          role="region"
          tabIndex={0}
          {...(title !== null ? { 'aria-labelledby': titleId } : { 'aria-label': t.productsRegion })}
        >
          <ul className="product-board__list" style={style}>
            {products.map((product) => (
              <ProductCardView
                key={product.id}
                group={product}
                fields={product.fields}
                options={readOptions(productCardSchema, product.version, product.options)}
              />
            ))}
          </ul>
        </div>
        <div className="product-board__more">
          <Button field={fields.button} variant="contained" />
        </div>
      </div>
    </section>
  );
}
