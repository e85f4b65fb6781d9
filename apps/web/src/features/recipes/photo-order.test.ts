import { errors as errorCopy, RECIPE_PHOTOS_MAX, recipePhotoMessages, UPLOAD_MAX_BYTES, validation } from '@hearth/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { moveItem, pickPhotos, uploadInOrder } from './photo-order';

const file = (name: string, type = 'image/png', size = 1000) => ({ name, type, size });

describe('moveItem', () => {
  it('swaps with the neighbour on the chosen side', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
  });

  it('leaves the list as it is at either end, and never changes the list it was given', () => {
    const list = ['a', 'b', 'c'];
    expect(moveItem(list, 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(list, 2, 1)).toEqual(['a', 'b', 'c']);
    moveItem(list, 0, 1);
    expect(list).toEqual(['a', 'b', 'c']);
  });
});

describe('pickPhotos', () => {
  it('keeps images in the order chosen and says why others were left out', () => {
    const { accepted, problem } = pickPhotos(
      [file('one.png'), file('menu.pdf', 'application/pdf'), file('two.jpg', 'image/jpeg'), file('huge.png', 'image/png', UPLOAD_MAX_BYTES + 1)],
      0,
    );
    expect(accepted.map((f) => f.name)).toEqual(['one.png', 'two.jpg']);
    expect(problem).toEqual(validation.invalidFileType);
    expect(pickPhotos([file('huge.png', 'image/png', UPLOAD_MAX_BYTES + 1)], 0).problem).toEqual(validation.fileTooLarge);
  });

  it(`stops at ${RECIPE_PHOTOS_MAX} photos in all`, () => {
    const { accepted, problem } = pickPhotos([file('a.png'), file('b.png'), file('c.png')], RECIPE_PHOTOS_MAX - 2);
    expect(accepted.map((f) => f.name)).toEqual(['a.png', 'b.png']);
    expect(problem).toEqual({ title: errorCopy.uploadFailed.title, description: recipePhotoMessages.tooMany });
    expect(pickPhotos([file('a.png')], 0).problem).toBeNull();
  });
});

describe('uploadInOrder', () => {
  it('sends one at a time, in order, and goes on after a failure with its server message', async () => {
    const log: string[] = [];
    let inFlight = 0;
    const result = await uploadInOrder(
      [file('a.png'), file('b.png'), file('c.png')],
      async (f) => {
        inFlight += 1;
        expect(inFlight).toBe(1);
        await new Promise((resolve) => setTimeout(resolve, 5));
        log.push(f.name);
        inFlight -= 1;
        if (f.name === 'b.png') throw new ApiError(415, JSON.stringify({ message: validation.invalidFileType.description, code: 'INVALID_FILE_TYPE' }), 'Unsupported Media Type');
      },
      (done) => log.push(`done ${done}`),
    );
    expect(log).toEqual(['a.png', 'done 1', 'b.png', 'done 2', 'c.png', 'done 3']);
    expect(result).toEqual({ added: 2, failures: [{ name: 'b.png', message: validation.invalidFileType.description }] });
  });
});
