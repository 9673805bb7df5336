/**
 * The crop and focal-point tool (editor spec §3 Media, §9): a click or drag on the image sets the
 * focal point (arrow keys move it by 1 %, with Shift by 10 %), an optional crop rectangle in
 * percent narrows the image, and live previews show how it is cut at 1:1, 4:5, 16:9 and the
 * field's own frame (the same `focalCrop` maths the image pipeline cuts the variants with).
 * Saved with media/cropImage; a failure shows 'Failed to crop image'.
 */
import { useId, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { format } from '../../i18n/editor.ts';
import type { MediaItem } from '../../lib/api/media.ts';
import { DEFAULT_FOCAL_POINT, focalCrop, type CropArea, type FocalPoint } from '../../lib/media/crop.ts';
import { useEditorTexts } from '../hooks.ts';
import { pushToast } from '../store.ts';
import { mediaApi } from './media-api.ts';

/** The aspect ratios every image is previewed at (width / height with their labels). */
export const PREVIEW_RATIOS: readonly { label: string; ratio: number }[] = [
  { label: '1:1', ratio: 1 },
  { label: '4:5', ratio: 4 / 5 },
  { label: '16:9', ratio: 16 / 9 },
];

const clamp01 = (value: number) => Math.min(Math.max(value, 0), 1);
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** The focal point after an arrow key (null for other keys). */
export function movedFocalPoint(point: FocalPoint, key: string, big: boolean): FocalPoint | null {
  const step = big ? 0.1 : 0.01;
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const move = moves[key];
  if (!move) return null;
  return { x: round3(clamp01(point.x + move[0])), y: round3(clamp01(point.y + move[1])) };
}

/** A crop area kept inside the image (percent, at least 1 % each way). */
export function clampCropArea(area: CropArea): CropArea {
  const x = Math.min(Math.max(area.x, 0), 99);
  const y = Math.min(Math.max(area.y, 0), 99);
  return {
    x,
    y,
    width: Math.min(Math.max(area.width, 1), 100 - x),
    height: Math.min(Math.max(area.height, 1), 100 - y),
  };
}

/** A ratio label like '3:2' for a measured frame (rounded to what a person reads). */
export function ratioLabel(ratio: number): string {
  for (let height = 1; height <= 20; height += 1) {
    const width = Math.round(ratio * height);
    if (width > 0 && Math.abs(width / height - ratio) < 0.02) return `${width}:${height}`;
  }
  return ratio.toFixed(2);
}

function Preview(props: {
  media: MediaItem;
  size: { width: number; height: number };
  ratio: number;
  label: string;
  focal: FocalPoint;
  area: CropArea | null;
}) {
  const { media, size, ratio, label, focal, area } = props;
  const cut = focalCrop(size, ratio, focal, area);
  return (
    <figure className="media-crop__preview">
      <div className="media-crop__frame" style={{ aspectRatio: `${cut.width} / ${cut.height}` }}>
        <img
          src={media.publicUrl}
          alt=""
          style={{
            left: `${(-cut.left / cut.width) * 100}%`,
            top: `${(-cut.top / cut.height) * 100}%`,
            width: `${(size.width / cut.width) * 100}%`,
            height: `${(size.height / cut.height) * 100}%`,
          }}
        />
      </div>
      <figcaption>{label}</figcaption>
    </figure>
  );
}

export function CropTool(props: {
  media: MediaItem;
  frameRatio: number | null;
  onSaved: (media: MediaItem) => void;
}) {
  const { media, frameRatio, onSaved } = props;
  const t = useEditorTexts();
  const helpId = useId();
  const [focal, setFocal] = useState<FocalPoint>(media.focalPoint ?? DEFAULT_FOCAL_POINT);
  const [area, setArea] = useState<CropArea | null>(media.cropArea);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [saving, setSaving] = useState(false);
  const size = media.resolution ?? natural;

  const pointAt = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    setFocal({
      x: round3(clamp01((event.clientX - box.left) / box.width)),
      y: round3(clamp01((event.clientY - box.top) / box.height)),
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = movedFocalPoint(focal, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    setFocal(next);
  };
  const save = async () => {
    setSaving(true);
    try {
      const answer = await mediaApi.cropImage({ media: { id: media.id, cropArea: area, focalPoint: focal } });
      pushToast('success', t.mediaCropSaved);
      onSaved(answer.croppedMedia);
    } catch (error) {
      console.error('[editor] crop', error);
      pushToast('error', t.mediaCropError);
    } finally {
      setSaving(false);
    }
  };
  const setAreaPart = (part: keyof CropArea, value: number) =>
    setArea((current) => clampCropArea({ ...(current ?? { x: 0, y: 0, width: 100, height: 100 }), [part]: value }));
  const percent = (value: number) => Math.round(value * 100);
  const ratios = [
    ...PREVIEW_RATIOS.map((r) => ({ ...r, label: format(t.mediaCropPreview, { ratio: r.label }) })),
    ...(frameRatio && frameRatio > 0
      ? [{ ratio: frameRatio, label: format(t.mediaCropPreviewField, { ratio: ratioLabel(frameRatio) }) }]
      : []),
  ];

  return (
    <section className="media-crop" aria-label={t.mediaCropTitle}>
      <h3 className="media-panel__heading">{t.mediaCropTitle}</h3>
      <p id={helpId} className="media-panel__hint">
        {t.mediaFocalHelp}
      </p>
      <div
        className="media-crop__stage"
        role="slider"
        tabIndex={0}
        aria-label={t.mediaCropTitle}
        aria-describedby={helpId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent(focal.x)}
        aria-valuetext={format(t.mediaFocalPoint, { x: percent(focal.x), y: percent(focal.y) })}
        data-focal-x={focal.x}
        data-focal-y={focal.y}
        onKeyDown={onKeyDown}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          pointAt(event);
        }}
        onPointerMove={(event) => {
          if (event.currentTarget.hasPointerCapture(event.pointerId)) pointAt(event);
        }}
      >
        <img
          src={media.publicUrl}
          alt=""
          draggable={false}
          onLoad={(event) =>
            setNatural({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
          }
        />
        {area ? (
          <span
            className="media-crop__area"
            style={{ left: `${area.x}%`, top: `${area.y}%`, width: `${area.width}%`, height: `${area.height}%` }}
          />
        ) : null}
        <span className="media-crop__focal" style={{ left: `${focal.x * 100}%`, top: `${focal.y * 100}%` }} />
      </div>
      <p className="media-panel__hint" aria-live="polite">
        {format(t.mediaFocalPoint, { x: percent(focal.x), y: percent(focal.y) })}
      </p>
      <label className="media-panel__check">
        <input
          type="checkbox"
          checked={area !== null}
          onChange={(event) =>
            setArea(event.currentTarget.checked ? { x: 0, y: 0, width: 100, height: 100 } : null)
          }
        />
        {t.mediaCropUse}
      </label>
      {area ? (
        <div className="media-crop__numbers">
          {(
            [
              ['x', t.mediaCropX],
              ['y', t.mediaCropY],
              ['width', t.mediaCropWidth],
              ['height', t.mediaCropHeight],
            ] as const
          ).map(([part, label]) => (
            <label key={part}>
              <span>{label}</span>
              <input
                type="number"
                min={part === 'width' || part === 'height' ? 1 : 0}
                max={100}
                step={1}
                value={Math.round(area[part])}
                onChange={(event) => setAreaPart(part, Number(event.currentTarget.value) || 0)}
              />
            </label>
          ))}
        </div>
      ) : null}
      {size ? (
        <div className="media-crop__previews">
          {ratios.map((r) => (
            <Preview key={r.label} media={media} size={size} ratio={r.ratio} label={r.label} focal={focal} area={area} />
          ))}
        </div>
      ) : null}
      <button type="button" className="editor-button-primary" disabled={saving} onClick={() => void save()}>
        {t.mediaCropSave}
      </button>
    </section>
  );
}
