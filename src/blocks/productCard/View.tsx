/**
 * productCard view: one product of a product board: photo, brand line, name, short text, price in
 * CHF (Intl, de-CH / en-CH) and a button. The card's width comes from its board (300 px, 250 px
 * in four columns) through the --product-card-width custom property.
 */
import { Button } from '../../fields/Link.tsx';
import { Media } from '../../fields/Media.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { editAttributes, useRenderContext } from '../../fields/context.tsx';
import { fieldText } from '../../lib/content.ts';
import { displayPrice, parseChfAmount } from '../../lib/money.ts';
import { PRODUCT_CARD_WIDTH } from '../../lib/product-layout.ts';
import type { BlockProps } from '../types.ts';
import type { productCardSchema } from './schema.ts';
import './styles.css';

export function ProductCardView({ options, fields }: BlockProps<typeof productCardSchema>) {
  const { locale, mode } = useRenderContext();
  const cost = fields.cost;
  const raw = cost && (cost.visible || mode === 'edit') ? fieldText(cost, locale) : null;
  const price = displayPrice(raw, locale);
  const amount = parseChfAmount(raw);
  return (
    <li className={`product-card product-card--${options.imageFormat} fit-${options.objectFit}`}>
      <div className="product-card__media">
        <Media field={fields.image} className="product-card__image" sizes={`${PRODUCT_CARD_WIDTH}px`} />
      </div>
      <div className="product-card__body">
        <Text field={fields.subtitle} as="p" className="product-card__subtitle" />
        <Text field={fields.title} as="h3" className="product-card__title" />
        <RichText field={fields.description} className="product-card__text" />
        {price !== null || (mode === 'edit' && cost) ? (
          <p className="product-card__price" {...(cost ? editAttributes(mode, cost.id, cost.name) : {})}>
            {amount !== null ? <data value={String(amount)}>{price}</data> : price}
          </p>
        ) : null}
        <Button field={fields.button} variant="text" className="product-card__button" />
      </div>
    </li>
  );
}
