import { describe, expect, it } from 'vitest';
import { formsApi } from './api.ts';

describe('formsApi', () => {
  it('reaches the form routes where the app mounts them, on the page origin', () => {
    expect(formsApi.contact.$path()).toBe('/api/v1/contact');
    expect(formsApi.aspectSponsorForm.$path()).toBe('/api/v1/aspectSponsorForm');
    expect(formsApi.aspectSponsorForm.availability.$path()).toBe('/api/v1/aspectSponsorForm/availability');
  });
});
