/** What one page's publish reports to the rebuild service (pagePublishChange). */
import { describe, expect, it } from 'vitest';
import { pagePublishChange } from './affected-routes.ts';
import type { PageSnapshot } from './content.ts';
import { testPage } from './snapshot-fixtures.ts';

const withPage = (change: Partial<PageSnapshot>): PageSnapshot => ({ ...testPage, ...change });

describe('pagePublishChange', () => {
  it('reports only the page when nothing its neighbours show changed', () => {
    const after = withPage({ groups: [] });
    expect(pagePublishChange({ before: testPage, after, listingPageIds: [] })).toEqual({
      pageIds: [testPage.id],
      wholeSite: false,
      removedPaths: [],
    });
  });

  it('re-renders the whole site for a first publish, without removing anything', () => {
    expect(pagePublishChange({ before: null, after: testPage, listingPageIds: [] })).toEqual({
      pageIds: [testPage.id],
      wholeSite: true,
      removedPaths: [],
    });
  });

  it('adds the pages listing the collection, once each', () => {
    const change = pagePublishChange({
      before: testPage,
      after: testPage,
      listingPageIds: ['page-team', testPage.id, 'page-team'],
    });
    expect(change.pageIds).toEqual([testPage.id, 'page-team']);
  });

  it('removes the old path of a changed slug and re-renders the whole site', () => {
    const after = withPage({ slug: { de: 'test', en: 'trial' } });
    expect(pagePublishChange({ before: testPage, after, listingPageIds: [] })).toMatchObject({
      wholeSite: true,
      removedPaths: ['/en/test'],
    });
  });

  it('removes the paths of a newly hidden language, and re-renders for a renamed page', () => {
    const hidden = withPage({ meta: { ...testPage.meta, disallowedLanguages: ['en'] } });
    expect(pagePublishChange({ before: testPage, after: hidden, listingPageIds: [] })).toMatchObject({
      wholeSite: true,
      removedPaths: ['/en/test'],
    });
    const renamed = withPage({ meta: { name: { de: 'Neu', en: 'Test' } } });
    expect(pagePublishChange({ before: testPage, after: renamed, listingPageIds: [] })).toMatchObject({
      wholeSite: true,
      removedPaths: [],
    });
  });
});
