import { UPLOAD_MAX_BYTES, validation } from '@hearth/contracts';
import { describe, expect, it } from 'vitest';
import { checkImageFile } from '@/lib/image-file';
import { isRecipeListKey } from './keys';
import { recipeUrl, shareTargets } from './share';

describe('image upload checks (spec §5)', () => {
  it('accepts JPEG, JPG, PNG, WebP and GIF up to 5MB', () => {
    for (const type of ['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/gif']) {
      expect(checkImageFile({ type, size: 1000, name: 'photo' }), type).toBeNull();
    }
    expect(checkImageFile({ type: 'image/png', size: UPLOAD_MAX_BYTES, name: 'a.png' })).toBeNull();
  });

  it("refuses other types with 'Invalid file type'", () => {
    expect(checkImageFile({ type: 'image/svg+xml', size: 10, name: 'logo.svg' })).toEqual(validation.invalidFileType);
    expect(checkImageFile({ type: 'application/pdf', size: 10, name: 'menu.pdf' })).toEqual(validation.invalidFileType);
    // No type from the system: the name decides.
    expect(checkImageFile({ type: '', size: 10, name: 'dish.JPG' })).toBeNull();
    expect(checkImageFile({ type: '', size: 10, name: 'dish.heic' })).toEqual(validation.invalidFileType);
  });

  it("refuses files over 5MB with 'File too large'", () => {
    expect(checkImageFile({ type: 'image/png', size: UPLOAD_MAX_BYTES + 1, name: 'big.png' })).toEqual(validation.fileTooLarge);
  });
});

describe('share targets (spec §9)', () => {
  it('links X and WhatsApp with the recipe address', () => {
    const url = recipeUrl('https://hearth.example', 12);
    expect(url).toBe('https://hearth.example/recipe/12');
    const targets = shareTargets(url, 'Chai & Toast');
    const x = new URL(targets.x);
    expect(x.origin + x.pathname).toBe('https://twitter.com/intent/tweet');
    expect(x.searchParams.get('url')).toBe(url);
    expect(x.searchParams.get('text')).toContain('Chai & Toast');
    const wa = new URL(targets.whatsapp);
    expect(wa.origin + wa.pathname).toBe('https://wa.me/');
    expect(wa.searchParams.get('text')).toContain(url);
  });
});

describe('which cached lists a recipe change refreshes', () => {
  it('browse, my recipes, related and admin lists, but not one recipe', () => {
    for (const url of ['/api/recipes', '/api/recipes?type=trending', '/api/recipes/my', '/api/recipes/related/3', '/api/admin/recipes/pending', '/api/admin/stats']) {
      expect(isRecipeListKey([url]), url).toBe(true);
    }
    for (const url of ['/api/recipes/3', '/api/recipes/3/versions', '/api/user', '/api/admin/users']) expect(isRecipeListKey([url]), url).toBe(false);
  });
});
