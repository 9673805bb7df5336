/**
 * The crop and focal-point tool (editor spec §3 Media, §9): a click or drag on the image sets the
 * focal point (arrow keys move it by 1 %, with Shift by 10 %), an optional crop rectangle in
 * percent narrows the image, and live previews show how it is cut at 1:1, 4:5, 16:9 and the
 * field's own frame (the same `focalCrop` maths the image pipeline cuts the variants with).
 * Saved with media/cropImage; a failure shows the editor's text for 'Failed to crop image'.
 */
import { useId, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { format } from '../../i18n/editor.ts';
import type { MediaItem } from '../../lib/api/media.ts';
import { DEFAULT_FOCAL_POINT, focalCrop, type CropArea, type FocalPoint } from '../../lib/media/crop.ts';
import { useEditorTexts } from '../hooks.ts';
import { pushToast } from '../store.ts';
import {
  clamp01,
  clampCropArea,
  movedFocalPoint,
  PREVIEW_RATIOS,
  ratioLabel,
  round3,
} from './crop-controls.ts';
import { mediaApi } from './media-api.ts';

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
    setArea((current) =>
      clampCropArea({ ...(current ?? { x: 0, y: 0, width: 100, height: 100 }), [part]: value }),
    );
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
            style={{
              left: `${area.x}%`,
              top: `${area.y}%`,
              width: `${area.width}%`,
              height: `${area.height}%`,
            }}
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
            <Preview
              key={r.label}
              media={media}
              size={size}
              ratio={r.ratio}
              label={r.label}
              focal={focal}
              area={area}
            />
          ))}
        </div>
      ) : null}
      <button type="button" className="editor-button-primary" disabled={saving} onClick={() => void save()}>
        {t.mediaCropSave}
      </button>
    </section>
  );
}
