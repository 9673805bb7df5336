/**
 * Pure edits of the navigation tree for the navigation manager (editor spec §3 Navigation): move
 * containers and page entries, add and remove entries, labels and appearance, and the rules a
 * saved tree must keep. Every function returns a new tree and leaves its input untouched; an edit
 * that would break a rule returns the input unchanged, so the UI never offers a state the server
 * would refuse.
 */
import type { Locale, NavigationChild, NavigationContainer, NavigationTree } from './content.ts';

/** Limits of a saved navigation (the API refuses anything beyond them). */
export const NAVIGATION_LIMITS = {
  /** Containers in the tree. */
  containers: 8,
  /** Page entries in one container. */
  children: 30,
  /** Characters of a container label in one language. */
  label: 80,
} as const;

/** Where a child entry sits. */
export interface ChildPlace {
  containerIndex: number;
  childIndex: number;
}

/** Finds a child entry by id; null when no container holds it. */
export function findChild(tree: NavigationTree, childId: string): ChildPlace | null {
  for (const [containerIndex, container] of tree.containers.entries()) {
    const childIndex = container.children.findIndex((c) => c.id === childId);
    if (childIndex >= 0) return { containerIndex, childIndex };
  }
  return null;
}

function withContainer(
  tree: NavigationTree,
  containerId: string,
  change: (c: NavigationContainer) => NavigationContainer,
): NavigationTree {
  return { containers: tree.containers.map((c) => (c.id === containerId ? change(c) : c)) };
}

function clampIndex(index: number, length: number): number {
  return Math.max(0, Math.min(index, length));
}

/**
 * Moves the container at `from` to position `to` (both indexes in the current order).
 *
 * @example
 * moveContainer(tree, 0, 2); // the first container becomes the third
 */
export function moveContainer(tree: NavigationTree, from: number, to: number): NavigationTree {
  const list = [...tree.containers];
  if (from < 0 || from >= list.length) return tree;
  const [moved] = list.splice(from, 1);
  list.splice(clampIndex(to, list.length), 0, moved!);
  return { containers: list };
}

/**
 * Moves a page entry to `toIndex` of the container `toContainerId` (within the same container or
 * into another). Refused (input returned) when the target already lists that page or is full.
 *
 * @example
 * moveChild(tree, 'nav-infos-news', 'nav-about', 0); // News becomes the first entry of About us
 */
export function moveChild(
  tree: NavigationTree,
  childId: string,
  toContainerId: string,
  toIndex: number,
): NavigationTree {
  const from = findChild(tree, childId);
  const target = tree.containers.find((c) => c.id === toContainerId);
  if (!from || !target) return tree;
  const source = tree.containers[from.containerIndex]!;
  const child = source.children[from.childIndex]!;
  if (source.id !== target.id) {
    if (target.children.some((c) => c.pageId === child.pageId)) return tree;
    if (target.children.length >= NAVIGATION_LIMITS.children) return tree;
  }
  const containers = tree.containers.map((c) =>
    c.id === source.id ? { ...c, children: c.children.filter((x) => x.id !== childId) } : c,
  );
  return {
    containers: containers.map((c) => {
      if (c.id !== toContainerId) return c;
      const children = [...c.children];
      children.splice(clampIndex(toIndex, children.length), 0, child);
      return { ...c, children };
    }),
  };
}

/**
 * Adds a page entry (appearance default) to a container, at the end unless `index` is given.
 * Refused when the container already lists the page or is full.
 */
export function insertChild(
  tree: NavigationTree,
  containerId: string,
  entry: { id: string; pageId: string },
  index?: number,
): NavigationTree {
  const target = tree.containers.find((c) => c.id === containerId);
  if (!target || target.children.some((c) => c.pageId === entry.pageId)) return tree;
  if (target.children.length >= NAVIGATION_LIMITS.children) return tree;
  if (findChild(tree, entry.id)) return tree;
  const child: NavigationChild = { id: entry.id, type: 'page', pageId: entry.pageId, appearance: 'default' };
  return withContainer(tree, containerId, (c) => {
    const children = [...c.children];
    children.splice(clampIndex(index ?? children.length, children.length), 0, child);
    return { ...c, children };
  });
}

/** Removes a page entry from the navigation (the page itself stays). */
export function removeChild(tree: NavigationTree, childId: string): NavigationTree {
  if (!findChild(tree, childId)) return tree;
  return {
    containers: tree.containers.map((c) => ({ ...c, children: c.children.filter((x) => x.id !== childId) })),
  };
}

/** Sets a container's label in one language; an empty label removes that language's label. */
export function setContainerLabel(
  tree: NavigationTree,
  containerId: string,
  locale: Locale,
  label: string,
): NavigationTree {
  const text = label.trim().slice(0, NAVIGATION_LIMITS.label);
  return withContainer(tree, containerId, (c) => {
    const next = { ...c.label };
    if (text) next[locale] = text;
    else delete next[locale];
    return { ...c, label: next };
  });
}

/** Sets how a page entry shows in the header: a plain link or a button. */
export function setChildAppearance(
  tree: NavigationTree,
  childId: string,
  appearance: NavigationChild['appearance'],
): NavigationTree {
  return {
    containers: tree.containers.map((c) => ({
      ...c,
      children: c.children.map((x) => (x.id === childId ? { ...x, appearance } : x)),
    })),
  };
}

/** A rule a navigation tree breaks, as the API reports it and the tests check it. */
export type NavigationProblem =
  | { code: 'tooManyContainers' }
  | { code: 'tooManyChildren'; containerId: string }
  | { code: 'labelTooLong'; containerId: string }
  | { code: 'unknownPage'; pageId: string }
  | { code: 'duplicatePage'; containerId: string; pageId: string }
  | { code: 'duplicateId'; id: string };

/**
 * Every rule `tree` breaks, given the ids of the pages that exist (an empty list means it may be
 * saved): at most 8 containers of at most 30 entries, labels up to 80 characters, known pages
 * only, each page at most once per container, and unique ids.
 *
 * @example
 * navigationProblems({ containers: [] }, new Set()); // []
 */
export function navigationProblems(
  tree: NavigationTree,
  knownPageIds: ReadonlySet<string>,
): NavigationProblem[] {
  const problems: NavigationProblem[] = [];
  if (tree.containers.length > NAVIGATION_LIMITS.containers) problems.push({ code: 'tooManyContainers' });
  const ids = new Set<string>();
  const seeId = (id: string) => {
    if (ids.has(id)) problems.push({ code: 'duplicateId', id });
    ids.add(id);
  };
  const seePage = (pageId: string) => {
    if (!knownPageIds.has(pageId)) problems.push({ code: 'unknownPage', pageId });
  };
  for (const container of tree.containers) {
    seeId(container.id);
    if (container.pageId) seePage(container.pageId);
    if (container.children.length > NAVIGATION_LIMITS.children) {
      problems.push({ code: 'tooManyChildren', containerId: container.id });
    }
    if (Object.values(container.label).some((l) => (l ?? '').length > NAVIGATION_LIMITS.label)) {
      problems.push({ code: 'labelTooLong', containerId: container.id });
    }
    const pagesHere = new Set<string>();
    for (const child of container.children) {
      seeId(child.id);
      seePage(child.pageId);
      if (pagesHere.has(child.pageId)) {
        problems.push({ code: 'duplicatePage', containerId: container.id, pageId: child.pageId });
      }
      pagesHere.add(child.pageId);
    }
  }
  return problems;
}

/** The pages (by id, in the given order) a container does not list yet: the add-page picker's choices. */
export function pagesNotInContainer<P extends { id: string }>(
  container: NavigationContainer,
  pages: readonly P[],
): P[] {
  const listed = new Set(container.children.map((c) => c.pageId));
  return pages.filter((p) => !listed.has(p.id));
}

/** What is being dragged in the navigation manager. */
export type DragItem = { kind: 'container'; id: string } | { kind: 'child'; id: string };

/** Where it was dropped: on a container, on an entry (before or after it), or into an empty container. */
export type DropTarget =
  | { kind: 'container'; id: string }
  | { kind: 'child'; id: string; after: boolean }
  | { kind: 'list'; containerId: string };

/**
 * Applies a finished drag: a container onto a container takes its place; an entry onto an entry of
 * the same container takes its place, onto an entry of another container goes before or after it;
 * an entry into an empty container becomes its first. Anything else leaves the tree as it is.
 *
 * @example
 * applyDrop(tree, { kind: 'child', id: 'a1' }, { kind: 'child', id: 'a2', after: true });
 */
export function applyDrop(tree: NavigationTree, item: DragItem, target: DropTarget): NavigationTree {
  if (item.kind === 'container') {
    if (target.kind !== 'container') return tree;
    const from = tree.containers.findIndex((c) => c.id === item.id);
    const to = tree.containers.findIndex((c) => c.id === target.id);
    return from < 0 || to < 0 || from === to ? tree : moveContainer(tree, from, to);
  }
  if (target.kind === 'list') return moveChild(tree, item.id, target.containerId, 0);
  if (target.kind !== 'child' || target.id === item.id) return tree;
  const from = findChild(tree, item.id);
  const to = findChild(tree, target.id);
  if (!from || !to) return tree;
  const container = tree.containers[to.containerIndex]!;
  const index =
    from.containerIndex === to.containerIndex ? to.childIndex : to.childIndex + (target.after ? 1 : 0);
  return moveChild(tree, item.id, container.id, index);
}

/** Where an item sits, 1-based, for screen-reader announcements; null when it is not in the tree. */
export function itemPosition(
  tree: NavigationTree,
  item: DragItem,
): { position: number; total: number; container: NavigationContainer | null } | null {
  if (item.kind === 'container') {
    const index = tree.containers.findIndex((c) => c.id === item.id);
    return index < 0 ? null : { position: index + 1, total: tree.containers.length, container: null };
  }
  const place = findChild(tree, item.id);
  if (!place) return null;
  const container = tree.containers[place.containerIndex]!;
  return { position: place.childIndex + 1, total: container.children.length, container };
}
