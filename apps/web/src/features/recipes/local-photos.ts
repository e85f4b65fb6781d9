import { useEffect, useRef, useState } from 'react';
import { moveItem } from './photo-order';

export interface LocalPhoto {
  key: string;
  file: File;
  /** An object URL for the preview, released when the photo is removed or the page left. */
  url: string;
}

let nextKey = 0;

/** Photos chosen on Create Recipe before the recipe exists, in the order they will be added. */
export function useLocalPhotos() {
  const [photos, setPhotos] = useState<LocalPhoto[]>([]);
  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  }, [photos]);
  useEffect(() => () => latest.current.forEach((photo) => URL.revokeObjectURL(photo.url)), []);

  return {
    photos,
    add(files: readonly File[]) {
      setPhotos((current) => [...current, ...files.map((file) => ({ key: `local-${++nextKey}`, file, url: URL.createObjectURL(file) }))]);
    },
    remove(index: number) {
      const photo = photos[index];
      if (photo) URL.revokeObjectURL(photo.url);
      setPhotos((current) => current.filter((_, i) => i !== index));
    },
    move(index: number, delta: -1 | 1) {
      setPhotos((current) => moveItem(current, index, delta));
    },
  };
}
export type LocalPhotos = ReturnType<typeof useLocalPhotos>;
