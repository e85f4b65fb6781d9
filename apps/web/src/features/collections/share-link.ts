/**
 * A public collection is shared by its link: /collections?open={id} (docs/decisions/0013-planning.md).
 * Pure, so the link and the parsing are unit-tested.
 */
export const OPEN_PARAM = 'open';

export function collectionShareUrl(origin: string, id: number): string {
  return `${origin.replace(/\/+$/, '')}/collections?${OPEN_PARAM}=${id}`;
}

/** The collection id in `?open=`, or null when it is missing or not a positive whole number. */
export function parseOpenParam(value: string | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
