/** Contract test of the Places-style reviews client against a fake service on 127.0.0.1. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeJsonServer, type FakeJsonServer } from '../../../tests/fixtures/fake-json-server.ts';
import { FeedFetchError } from '../feeds/fetch-json.ts';
import { demoPlaceDetails } from './demo.ts';
import { createPlacesReviewsClient, parsePlaceDetails } from './places-client.ts';

const details = {
  status: 'OK',
  result: {
    name: 'Optik Sonnenberg',
    rating: 4.5,
    user_ratings_total: 87,
    reviews: [
      {
        author_name: 'Sandra Keller',
        rating: 5,
        text: 'Sehr kompetent.',
        time: 1_793_000_000,
        relative_time_description: 'vor 2 Wochen',
        profile_photo_url: 'https://photos.example/sandra.png',
        language: 'de',
      },
      { author_name: 'Broken', rating: 9, time: 1_793_000_000 },
      { rating: 4 },
    ],
  },
};

let fake: FakeJsonServer;
beforeAll(async () => {
  fake = await startFakeJsonServer();
});
afterAll(async () => {
  await fake.close();
});

const client = () =>
  createPlacesReviewsClient({ baseUrl: `${fake.url}/`, apiKey: 'test-key', timeoutMs: 300 });

describe('Places reviews client', () => {
  it('asks for the place with its key and keeps the reviews that fit', async () => {
    fake.reply = { json: details };
    const place = await client().placeReviews('place-1');
    const url = new URL(fake.requests.at(-1)!.url, fake.url);
    expect(url.pathname).toBe('/details/json');
    expect(url.searchParams.get('place_id')).toBe('place-1');
    expect(url.searchParams.get('key')).toBe('test-key');
    expect(place).toMatchObject({ name: 'Optik Sonnenberg', rating: 4.5, ratingCount: 87 });
    expect(place.reviews).toEqual([
      {
        authorName: 'Sandra Keller',
        rating: 5,
        text: 'Sehr kompetent.',
        relativeTimeDescription: 'vor 2 Wochen',
        time: new Date(1_793_000_000 * 1000).toISOString(),
        profilePhotoUrl: 'https://photos.example/sandra.png',
        language: 'de',
      },
    ]);
  });

  it.each([
    ['a body that is not JSON', { raw: '<html>oops' }, /not JSON/],
    ['a malformed body', { json: { result: 'nope' } }, /malformed/],
    ['a refusal', { json: { status: 'REQUEST_DENIED' } }, /REQUEST_DENIED/],
    ['a server error', { status: 500, json: { error: 'boom' } }, /answered 500/],
    ['a slow answer', { delayMs: 2_000, json: details }, /within 300 ms/],
  ])('fails with one clear error on %s', async (_name, reply, message) => {
    fake.reply = reply;
    const error = await client()
      .placeReviews('place-1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FeedFetchError);
    expect((error as Error).message).toMatch(message);
  });

  it('drops an average outside 0..5', () => {
    expect(parsePlaceDetails({ status: 'OK', result: { name: 'x', rating: 11 } }).rating).toBeNull();
  });
});

describe('demo reviews', () => {
  it('answers the same mixed German and English reviews for a place every time', () => {
    const a = demoPlaceDetails('demo-place-seen');
    expect(demoPlaceDetails('demo-place-seen')).toEqual(a);
    expect(a.reviews).toHaveLength(6);
    expect(new Set(a.reviews.map((r) => r.language))).toEqual(new Set(['de', 'en']));
    expect(new Set(a.reviews.map((r) => r.rating)).size).toBeGreaterThan(1);
  });
});
