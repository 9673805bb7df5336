import { describe, expect, it } from 'vitest';
import { clampCropArea, movedFocalPoint, ratioLabel } from './crop-controls.ts';
import { mediaItem } from './fixtures.test-support.ts';
import { editorDictionary } from '../../i18n/editor.ts';
import { appendPage, folderLabel, mergeItems, parseTags, withCurrentFirst } from './library-list.ts';

const a = mediaItem({ id: 'a' });
const b = mediaItem({ id: 'b' });
const c = mediaItem({ id: 'c' });

describe('the library list', () => {
  it('puts uploads first, newest leading, and replaces edits in place', () => {
    expect(mergeItems([a], [b, c], 'first').map((m) => m.id)).toEqual(['c', 'b', 'a']);
    const edited = mediaItem({ id: 'a', tags: ['laden'] });
    expect(mergeItems([a, b], [edited], 'inPlace')).toEqual([edited, b]);
    expect(mergeItems([a, b], [edited], 'first').map((m) => m.id)).toEqual(['a', 'b']);
  });

  it("shows the field's current item first, loaded or not, unless a filter left it out", () => {
    const ids = (list: readonly { id: string }[]) => list.map((m) => m.id);
    expect(ids(withCurrentFirst([a, b, c], c, false))).toEqual(['c', 'a', 'b']);
    expect(ids(withCurrentFirst([a, b, c], c, true))).toEqual(['c', 'a', 'b']);
    expect(ids(withCurrentFirst([a, b], c, false))).toEqual(['c', 'a', 'b']);
    expect(ids(withCurrentFirst([a, b], c, true))).toEqual(['a', 'b']);
    expect(ids(withCurrentFirst([a, b], null, false))).toEqual(['a', 'b']);
    // The listed copy (fresher after an edit) is the one shown.
    const edited = mediaItem({ id: 'c', tags: ['neu'] });
    expect(withCurrentFirst([a, edited], c, false)[0]).toBe(edited);
  });

  it('names the known folders in the editor language and keeps other names', () => {
    expect(folderLabel(editorDictionary('de'), 'uploads')).toBe('Hochgeladen');
    expect(folderLabel(editorDictionary('fr'), 'gallery')).toBe('Galeries');
    expect(folderLabel(editorDictionary('fr'), 'demo')).toBe("Images d'exemple");
    expect(folderLabel(editorDictionary('de'), 'Sommer 2026')).toBe('Sommer 2026');
    expect(folderLabel(editorDictionary('de'), 'toString')).toBe('toString');
  });

  it('appends a page without repeating items', () => {
    expect(appendPage([a, b], [b, c]).map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });

  it('reads tags from a comma-separated input', () => {
    expect(parseTags(' laden, brille ,,laden ')).toEqual(['laden', 'brille']);
    expect(parseTags('')).toEqual([]);
  });
});

describe('the crop controls', () => {
  it('moves the focal point by 1 % (10 % with Shift) and keeps it on the image', () => {
    expect(movedFocalPoint({ x: 0.1, y: 0.1 }, 'ArrowRight', false)).toEqual({ x: 0.11, y: 0.1 });
    expect(movedFocalPoint({ x: 0.1, y: 0.1 }, 'ArrowDown', true)).toEqual({ x: 0.1, y: 0.2 });
    expect(movedFocalPoint({ x: 0.005, y: 1 }, 'ArrowLeft', false)).toEqual({ x: 0, y: 1 });
    expect(movedFocalPoint({ x: 0.5, y: 0.995 }, 'ArrowDown', true)).toEqual({ x: 0.5, y: 1 });
    expect(movedFocalPoint({ x: 0.5, y: 0.5 }, 'Enter', false)).toBeNull();
  });

  it('keeps a typed crop area inside the image', () => {
    expect(clampCropArea({ x: 80, y: -5, width: 50, height: 0 })).toEqual({
      x: 80,
      y: 0,
      width: 20,
      height: 1,
    });
    expect(clampCropArea({ x: 120, y: 10, width: 5, height: 95 })).toEqual({
      x: 99,
      y: 10,
      width: 1,
      height: 90,
    });
  });

  it('names a measured frame ratio as people write it', () => {
    expect(ratioLabel(16 / 9)).toBe('16:9');
    expect(ratioLabel(1.5)).toBe('3:2');
    expect(ratioLabel(0.8)).toBe('4:5');
    expect(ratioLabel(Math.PI)).toBe('22:7');
    expect(ratioLabel(0.013)).toBe('0.01');
  });
});
