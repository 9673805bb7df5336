/**
 * Media keys (editor spec §7): `{folder}/{tenant}/{groupId}/{uuid}.{ext}`, made by the server
 * from a fresh uuid and the checked extension, never from the uploaded file's name.
 */

/** The tenant segment of this deployment's keys (one site per deployment for now). */
export const DEFAULT_TENANT = 'default';
/** The group segment of a file that was not uploaded into a group. */
export const NO_GROUP = 'library';

const SEGMENT = /^[A-Za-z0-9][\w-]{0,99}$/u;
const KEY =
  /^[A-Za-z0-9][\w-]{0,59}\/[A-Za-z0-9][\w-]{0,99}\/[A-Za-z0-9][\w-]{0,99}\/[A-Za-z0-9][\w-]{0,99}\.[a-z0-9]{1,8}$/u;

export interface MediaKeyParts {
  folder: string;
  tenant?: string;
  groupId?: string | null;
  /** The object id (a uuid); the file name inside its folder. */
  objectId: string;
  extension: string;
}

/** Builds a key; throws on a segment that is not a plain name (no '/', '..', spaces). */
export function mediaKey({
  folder,
  tenant = DEFAULT_TENANT,
  groupId,
  objectId,
  extension,
}: MediaKeyParts): string {
  const key = `${folder}/${tenant}/${groupId ?? NO_GROUP}/${objectId}.${extension}`;
  if (![folder, tenant, groupId ?? NO_GROUP, objectId].every((s) => SEGMENT.test(s)) || !isMediaKey(key)) {
    throw new Error(`invalid media key parts: ${key}`);
  }
  return key;
}

/** Whether a string is a well-formed media key (four plain segments and an extension). */
export function isMediaKey(key: string): boolean {
  return KEY.test(key);
}
