import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { RECIPE_PHOTOS_MAX, recipeMessages, recipePhotoMessages, validation, type RecipeCard, type RecipeDetail, type RecipePhoto } from '@hearth/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, sampleRecipe, type TestApp, requester } from '../../../test/helpers';
import { createRecipesRepository } from './recipes.repository';

let t: TestApp;
let owner: { cookie: string; userId: string };
let other: { cookie: string; userId: string };
let admin: { cookie: string; userId: string };
beforeAll(async () => {
  t = await createTestApp();
  owner = await createMember(t, 'approved', { name: 'Meera Photo' });
  other = await createMember(t, 'approved');
  admin = await createMember(t, 'admin');
});

const as = (cookie: string) => requester(t, cookie);
const photosUrl = (id: number) => `/api/recipes/${id}/images`;
let colour = 0;
/** A small real PNG, a different colour each time. */
const png = (width = 160, height = 120) =>
  sharp({ create: { width, height, channels: 3, background: { r: (colour += 37) % 256, g: 90, b: 40 } } })
    .png()
    .toBuffer();
const storedFiles = () => (existsSync(path.join(t.uploadsDir, 'recipes')) ? readdirSync(path.join(t.uploadsDir, 'recipes')).sort() : []);

async function newRecipe(cookie = owner.cookie, overrides: Record<string, unknown> = {}) {
  const response = await as(cookie).post('/api/recipes', sampleRecipe(overrides));
  expect(response.statusCode).toBe(201);
  return response.json() as RecipeDetail;
}
async function addPhoto(id: number, cookie = owner.cookie) {
  const response = await as(cookie).upload(photosUrl(id), 'photo.png', 'image/png', await png());
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as RecipePhoto[];
}
const detail = async (id: number, cookie = owner.cookie) => (await as(cookie).get(`/api/recipes/${id}`)).json() as RecipeDetail;
const photosOf = async (id: number, cookie = owner.cookie) => (await as(cookie).get(photosUrl(id))).json() as RecipePhoto[];

describe('a creator adds photos to their recipe', () => {
  it('adds several in order; the drawn picture gives way to the first, and detail and lists follow', async () => {
    const recipe = await newRecipe(owner.cookie, { title: 'Photographed Poha' });
    // Enrichment has drawn a stand-in picture (the job queue runs at once in API tests).
    const drawn = await photosOf(recipe.id);
    expect(drawn.map((p) => p.source)).toEqual(['generated']);
    const drawnFile = path.basename(drawn[0]!.url);
    expect(storedFiles()).toContain(drawnFile);

    const first = await addPhoto(recipe.id);
    expect(first.map((p) => p.source)).toEqual(['upload']);
    expect(storedFiles()).not.toContain(drawnFile);
    const second = await addPhoto(recipe.id);
    const third = await addPhoto(recipe.id);
    expect(third.slice(0, 2)).toEqual(second);
    expect(second[0]).toEqual(first[0]);
    const urls = third.map((p) => p.url);
    expect(new Set(urls).size).toBe(3);
    for (const url of urls) expect(url).toMatch(/^\/media\/recipes\/[A-Za-z0-9_-]+-full\.webp$/);

    expect(await photosOf(recipe.id)).toEqual(third);
    const page = await detail(recipe.id);
    expect(page.images).toEqual(urls);
    expect(page.imageUrl).toBe(third[0]!.cardUrl);
    const mine = (await as(owner.cookie).get('/api/recipes/my')).json() as RecipeCard[];
    expect(mine.find((r) => r.id === recipe.id)).toMatchObject({ images: urls, imageUrl: third[0]!.cardUrl });

    // Once listed, Browse shows the same first picture.
    expect((await as(admin.cookie).post(`/api/admin/recipes/${recipe.id}/approve`)).statusCode).toBe(204);
    const browse = (await as(other.cookie).get('/api/recipes?search=Photographed%20Poha')).json() as RecipeCard[];
    expect(browse.find((r) => r.id === recipe.id)?.imageUrl).toBe(third[0]!.cardUrl);
  });

  it('reorders with every picture named once, and refuses foreign, missing or repeated ids without changing anything', async () => {
    const recipe = await newRecipe();
    await addPhoto(recipe.id);
    await addPhoto(recipe.id);
    const photos = await addPhoto(recipe.id);
    const [a, b, c] = photos.map((p) => p.id) as [number, number, number];

    const reordered = await as(owner.cookie).put(`${photosUrl(recipe.id)}/order`, { imageIds: [c, a, b] });
    expect(reordered.statusCode).toBe(200);
    expect((reordered.json() as RecipePhoto[]).map((p) => p.id)).toEqual([c, a, b]);
    const page = await detail(recipe.id);
    expect(page.images).toEqual([c, a, b].map((id) => photos.find((p) => p.id === id)!.url));
    expect(page.imageUrl).toBe(photos[2]!.cardUrl);

    const elsewhere = await newRecipe();
    const foreignId = (await addPhoto(elsewhere.id))[0]!.id;
    for (const imageIds of [
      [c, a, foreignId],
      [c, a, b, foreignId],
      [c, a],
      [c, a, a],
    ]) {
      const refused = await as(owner.cookie).put(`${photosUrl(recipe.id)}/order`, { imageIds });
      expect(refused.statusCode, JSON.stringify(imageIds)).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'PHOTO_ORDER_MISMATCH', message: recipePhotoMessages.orderMismatch });
    }
    expect((await detail(recipe.id)).images).toEqual(page.images);
    expect((await photosOf(elsewhere.id)).map((p) => p.id)).toEqual([foreignId]);
  });

  it('removes a photo and its files; removing the last brings the drawn picture back', async () => {
    const recipe = await newRecipe();
    await addPhoto(recipe.id);
    const [keep, drop] = await addPhoto(recipe.id);
    const dropFile = path.basename(drop!.url);
    expect(storedFiles()).toContain(dropFile);

    const removed = await as(owner.cookie).delete(`${photosUrl(recipe.id)}/${drop!.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual([keep]);
    expect(storedFiles()).not.toContain(dropFile);
    expect(storedFiles()).not.toContain(dropFile.replace('-full', '-card'));
    expect((await detail(recipe.id)).images).toEqual([keep!.url]);

    expect((await as(owner.cookie).delete(`${photosUrl(recipe.id)}/${drop!.id}`)).statusCode).toBe(404);
    const elsewhere = await newRecipe();
    const foreign = (await photosOf(elsewhere.id))[0]!;
    const notHere = await as(owner.cookie).delete(`${photosUrl(recipe.id)}/${foreign.id}`);
    expect(notHere.statusCode).toBe(404);
    expect(notHere.json().message).toBe(recipePhotoMessages.notFound);
    expect(await photosOf(elsewhere.id)).toEqual([foreign]);

    const last = await as(owner.cookie).delete(`${photosUrl(recipe.id)}/${keep!.id}`);
    expect(last.statusCode).toBe(200);
    const after = last.json() as RecipePhoto[];
    expect(after.map((p) => p.source)).toEqual(['generated']);
    expect((await detail(recipe.id)).images).toEqual([after[0]!.url]);
  });

  it(`stops at ${RECIPE_PHOTOS_MAX} photos and stores nothing more`, async () => {
    const recipe = await newRecipe();
    for (let i = 0; i < RECIPE_PHOTOS_MAX; i++) await addPhoto(recipe.id);
    const files = storedFiles();
    const refused = await as(owner.cookie).upload(photosUrl(recipe.id), 'one-more.png', 'image/png', await png());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_PHOTOS', message: recipePhotoMessages.tooMany });
    expect(storedFiles()).toEqual(files);
    expect((await detail(recipe.id)).images).toHaveLength(RECIPE_PHOTOS_MAX);
  });
});

describe('the same checks as admin uploads', () => {
  it('refuses files that are not images, or too large, with the spec messages, and stores nothing', async () => {
    const recipe = await newRecipe();
    const before = await photosOf(recipe.id);
    const files = storedFiles();
    const cases: [string, string, Buffer, number, string, string][] = [
      ['notes.png', 'image/png', Buffer.from('just some text pretending to be a picture'), 415, 'INVALID_FILE_TYPE', validation.invalidFileType.description],
      [
        'logo.svg',
        'image/svg+xml',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        415,
        'INVALID_FILE_TYPE',
        validation.invalidFileType.description,
      ],
      ['big.png', 'image/png', Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]), 413, 'FILE_TOO_LARGE', validation.fileTooLarge.description],
    ];
    for (const [name, type, bytes, status, code, message] of cases) {
      const response = await as(owner.cookie).upload(photosUrl(recipe.id), name, type, bytes);
      expect(response.statusCode, name).toBe(status);
      expect(response.json(), name).toMatchObject({ code, message });
    }
    const bomb = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#000000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const tooManyPixels = await as(owner.cookie).upload(photosUrl(recipe.id), 'bomb.png', 'image/png', bomb);
    expect(tooManyPixels.statusCode).toBe(413);
    expect(tooManyPixels.json().message).toBe(recipeMessages.imageTooManyPixels);

    expect(await photosOf(recipe.id)).toEqual(before);
    expect(storedFiles()).toEqual(files);
  });

  it('stores what it re-encoded, not what was sent: WebP without the metadata', async () => {
    const recipe = await newRecipe();
    const withExif = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-location-data' } } })
      .toBuffer();
    const response = await as(owner.cookie).upload(photosUrl(recipe.id), 'exif.jpg', 'image/jpeg', withExif);
    expect(response.statusCode).toBe(201);
    const served = (await t.app.inject({ method: 'GET', url: (response.json() as RecipePhoto[])[0]!.url })).rawPayload;
    expect(served.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(served.includes(Buffer.from('secret-location-data'))).toBe(false);
  });

  it('needs the field "image"', async () => {
    const recipe = await newRecipe();
    const response = await as(owner.cookie).post(photosUrl(recipe.id), {});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(recipeMessages.imageRequired);
  });
});

describe('only the creator, and admins', () => {
  it('another member gets 403 on a listed recipe and 404 on a pending one, and nothing changes', async () => {
    const listed = await newRecipe();
    await addPhoto(listed.id);
    const [x, y] = await addPhoto(listed.id);
    await as(admin.cookie).post(`/api/admin/recipes/${listed.id}/approve`);
    const pending = await newRecipe();
    const pendingPhotos = await addPhoto(pending.id);
    const files = storedFiles();

    for (const [recipe, status, photos] of [
      [listed, 403, [x!, y!]],
      [pending, 404, pendingPhotos],
    ] as const) {
      const attempts = [
        await as(other.cookie).upload(photosUrl(recipe.id), 'mine.png', 'image/png', await png()),
        await as(other.cookie).delete(`${photosUrl(recipe.id)}/${photos[0]!.id}`),
        await as(other.cookie).put(`${photosUrl(recipe.id)}/order`, { imageIds: [...photos].reverse().map((p) => p.id) }),
        await as(other.cookie).get(photosUrl(recipe.id)),
      ];
      expect(attempts.map((r) => r.statusCode)).toEqual([status, status, status, status]);
      if (status === 403) expect(attempts[0]!.json().message).toBe(recipePhotoMessages.onlyCreator);
      expect(await photosOf(recipe.id)).toEqual(photos);
    }
    expect(storedFiles()).toEqual(files);
  });

  it("an admin manages a member's photos through the same endpoints", async () => {
    const recipe = await newRecipe();
    const [mine] = await addPhoto(recipe.id);
    const both = await addPhoto(recipe.id, admin.cookie);
    expect(both[0]).toEqual(mine);
    const swapped = await as(admin.cookie).put(`${photosUrl(recipe.id)}/order`, { imageIds: [both[1]!.id, mine!.id] });
    expect((swapped.json() as RecipePhoto[]).map((p) => p.id)).toEqual([both[1]!.id, mine!.id]);
    expect((await as(admin.cookie).delete(`${photosUrl(recipe.id)}/${mine!.id}`)).statusCode).toBe(200);
    expect((await detail(recipe.id)).images).toEqual([both[1]!.url]);
  });
});

describe('the drawn picture', () => {
  it('is not added to a recipe that has a photo by then, and the admin card still appends after it', async () => {
    const recipes = createRecipesRepository(t.database.db);
    const recipe = await newRecipe();
    const [photo] = await addPhoto(recipe.id);
    const added = await recipes.addImage(recipe.id, {
      storageKey: 'recipes/late',
      fullUrl: '/media/recipes/late-full.webp',
      cardUrl: '/media/recipes/late-card.webp',
      source: 'generated',
    });
    expect(added).toBe(false);
    expect((await detail(recipe.id)).images).toEqual([photo!.url]);

    // An admin's upload through the spec's card keeps the drawn picture and goes after it, as before.
    const untouched = await newRecipe();
    const drawn = (await photosOf(untouched.id))[0]!;
    const upload = await as(admin.cookie).upload(`/api/admin/recipes/${untouched.id}/upload-image`, 'admin.png', 'image/png', await png());
    expect(upload.statusCode).toBe(200);
    expect((await detail(untouched.id)).images).toEqual([drawn.url, upload.json().imageUrl]);
  });
});
