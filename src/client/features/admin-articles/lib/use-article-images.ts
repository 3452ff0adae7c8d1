// The article form's pictures: the thumbnail (a new file or the saved one) with its description, and the
// slider images in order with theirs. Blob previews are freed when replaced and when the form closes.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Article } from '../../../../shared/contract/articles.ts';
import { fileNameOf, sizedSrc, sliderUrls } from './admin-article.ts';
import {
  addFiles,
  type Description,
  describeItem,
  existingItems,
  keptNames,
  moveItem,
  moveTo,
  removeItem,
  revokeAll,
  type SliderItem,
  toDescription,
} from './slider-items.ts';

const UNDESCRIBED: Description = { alt: '', decorative: false };

export function useArticleImages(onChange: () => void) {
  const [thumb, setThumb] = useState<{ file: File | null; preview: string | null; description: Description }>(
    { file: null, preview: null, description: UNDESCRIBED },
  );
  const [slider, setSlider] = useState<SliderItem[]>([]);
  const [originalPics, setOriginalPics] = useState<string[]>([]);
  const [sliderNotice, setSliderNotice] = useState<string | null>(null);

  const latest = useRef({ thumb, slider });
  latest.current = { thumb, slider };
  const freeThumb = useCallback(() => {
    const { file, preview } = latest.current.thumb;
    if (file && preview) URL.revokeObjectURL(preview);
  }, []);
  useEffect(
    () => () => {
      revokeAll(latest.current.slider);
      freeThumb();
    },
    [freeThumb],
  );

  /** Shows the article's stored pictures (none for a new article). */
  const fill = useCallback(
    (article: Article | null) => {
      freeThumb();
      revokeAll(latest.current.slider);
      const pics = article ? sliderUrls(article) : [];
      setThumb({
        file: null,
        preview: article?.thumbnail_url ? sizedSrc(article.thumbnail_url, 600) : null,
        description: article ? toDescription(article.thumbnail_alt) : UNDESCRIBED,
      });
      setSlider(existingItems(pics, article?.slider_alts ?? []));
      setOriginalPics(pics);
      setSliderNotice(null);
    },
    [freeThumb],
  );

  const changeSlider = (change: (items: SliderItem[]) => SliderItem[]) => {
    setSlider(change);
    onChange();
  };

  return {
    thumb,
    slider,
    sliderNotice,
    fill,
    /** Whether the kept slider images differ from the stored ones (a JSON save then lists them). */
    keptChanged: () => keptNames(slider).join('\n') !== originalPics.map(fileNameOf).join('\n'),
    pickThumbnail(file: File) {
      freeThumb();
      // A new picture needs its own description.
      setThumb({ file, preview: URL.createObjectURL(file), description: UNDESCRIBED });
      onChange();
    },
    describeThumbnail(description: Description) {
      setThumb((t) => ({ ...t, description }));
      onChange();
    },
    addSliderFiles(files: File[]) {
      const { items, dropped } = addFiles(slider, files);
      setSlider(items);
      onChange();
      setSliderNotice(
        dropped > 0
          ? `Only 10 slider images are allowed, so ${dropped} ${dropped === 1 ? 'file was' : 'files were'} not added.`
          : null,
      );
    },
    removeSlide: (key: string) => changeSlider((items) => removeItem(items, key)),
    moveSlide: (key: string, by: -1 | 1) => changeSlider((items) => moveItem(items, key, by)),
    moveSlideTo: (key: string, to: number) => changeSlider((items) => moveTo(items, key, to)),
    describeSlide: (key: string, d: Description) => changeSlider((items) => describeItem(items, key, d)),
  };
}

export type ArticleImages = ReturnType<typeof useArticleImages>;
