import { describe, expect, it } from 'vitest';
import { isMediaKey, mediaKey } from './keys.ts';

describe('mediaKey', () => {
  it('builds folder/tenant/group/uuid.ext', () => {
    expect(mediaKey({ folder: 'uploads', groupId: 'group-1', objectId: 'a1b2', extension: 'jpg' })).toBe(
      'uploads/default/group-1/a1b2.jpg',
    );
    expect(mediaKey({ folder: 'uploads', tenant: 't', objectId: 'x', extension: 'png' })).toBe(
      'uploads/t/library/x.png',
    );
  });

  it('refuses segments that could leave the folder', () => {
    for (const groupId of ['..', '../x', 'a/b', '', ' a', 'a b']) {
      expect(() => mediaKey({ folder: 'uploads', groupId, objectId: 'x', extension: 'jpg' })).toThrow();
    }
    expect(() => mediaKey({ folder: 'uploads', objectId: 'x', extension: 'JPG/..' })).toThrow();
  });

  it('recognises only well-formed keys', () => {
    expect(isMediaKey('uploads/default/library/x.jpg')).toBe(true);
    expect(isMediaKey('uploads/default/../x.jpg')).toBe(false);
    expect(isMediaKey('/etc/passwd')).toBe(false);
    expect(isMediaKey('uploads/default/library/x')).toBe(false);
  });
});
