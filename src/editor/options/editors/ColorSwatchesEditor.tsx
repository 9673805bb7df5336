/**
 * Colour swatches: the site's named theme colours as round swatches (transparent drawn as a
 * chequerboard). Background options offer every named colour; text colour options offer five:
 * transparent plus the last four (settings.colors comes from option-config).
 */
import { valueLabel } from '../labels.ts';
import type { Color } from '../option-config.ts';
import { ChoiceGroup, choiceGroupProps } from './ChoiceGroup.tsx';
import type { OptionEditorProps } from './types.ts';

export function ColorSwatchesEditor(props: OptionEditorProps<Color>) {
  return (
    <>
      <ChoiceGroup
        {...choiceGroupProps(props)}
        variant="swatches"
        choices={props.settings.colors.map((color) => ({
          value: color,
          label: valueLabel(props.t, 'colorSwatches', color),
          visual: <span className={`lu-swatch lu-swatch--${color}`} aria-hidden="true" />,
        }))}
      />
      {/* Swatches carry their names as tooltips only: name the chosen one for everyone. */}
      <p className="lu-option__hint" aria-hidden="true">
        {valueLabel(props.t, 'colorSwatches', props.value)}
      </p>
    </>
  );
}
