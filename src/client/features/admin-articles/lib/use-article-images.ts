// The article form's pictures: the thumbnail (a new file or the saved one) with its description, and the
// slider images in order with theirs. Blob previews are freed when replaced and when the form closes.
// One photo flow (issue 38): a slideshow photo marked "Use as cover" fills the thumbnail with its own file (a
// saved one is fetched back), and while it is the cover its description serves both, so it is typed once. The
// first photo of a new article becomes the cover by itself.
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

interface Thumb {
  file: File | null;
  preview: string | null;
  description: Description;
  /** The slideshow photo it was taken from, whose description it shares; null for a file of its own. */
  from: string | null;
}

/** A saved picture as a file again, to be sent as the thumbnail. */
async function storedImageFile(url: string): Promise<File> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${res.status}`);
  const blob = await res.blob();
  return new File([blob], fileNameOf(url), { type: blob.type });
}

export function useArticleImages(onChange: () => void) {
  const [thumb, setThumb] = useState<Thumb>({
    file: null,
    preview: null,
    description: UNDESCRIBED,
    from: null,
  });
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
        from: null,
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

  const coverFrom = (item: SliderItem, file: File) => {
    freeThumb();
    setThumb({ file, preview: URL.createObjectURL(file), description: UNDESCRIBED, from: item.key });
  };
  const cover = thumb.from ? slider.find((s) => s.key === thumb.from) : undefined;

  return {
    /** The thumbnail; while it is a slideshow photo's, that photo's description is its own. */
    thumb: cover ? { ...thumb, description: { alt: cover.alt, decorative: cover.decorative } } : thumb,
    /** The key of the slideshow photo that is the cover, if one is. */
    coverKey: cover?.key ?? null,
    slider,
    sliderNotice,
    fill,
    /** Whether the kept slider images differ from the stored ones (a JSON save then lists them). */
    keptChanged: () => keptNames(slider).join('\n') !== originalPics.map(fileNameOf).join('\n'),
    pickThumbnail(file: File) {
      freeThumb();
      // A new picture needs its own description.
      setThumb({ file, preview: URL.createObjectURL(file), description: UNDESCRIBED, from: null });
      onChange();
    },
    /** Makes a slideshow photo the cover: its file is sent as the thumbnail, its description serves both. */
    async makeCover(key: string) {
      const item = slider.find((s) => s.key === key);
      if (!item) return;
      try {
        coverFrom(item, item.kind === 'new' ? item.file : await storedImageFile(item.url));
        setSliderNotice(null);
        onChange();
      } catch {
        setSliderNotice(
          'That photo could not be loaded again. Choose the cover photo from your files instead.',
        );
      }
    },
    describeThumbnail(description: Description) {
      setThumb((t) => ({ ...t, description }));
      onChange();
    },
    addSliderFiles(files: File[]) {
      const { items, dropped } = addFiles(slider, files);
      setSlider(items);
      const first = items[slider.length];
      if (!thumb.preview && first?.kind === 'new') coverFrom(first, first.file);
      onChange();
      setSliderNotice(
        dropped > 0
          ? `Only 10 slideshow photos fit, so ${dropped} ${dropped === 1 ? 'file was' : 'files were'} not added.`
          : null,
      );
    },
    removeSlide(key: string) {
      // The cover keeps its picture and takes the description it had shared.
      if (cover?.key === key)
        setThumb((t) => ({
          ...t,
          from: null,
          description: { alt: cover.alt, decorative: cover.decorative },
        }));
      changeSlider((items) => removeItem(items, key));
    },
    moveSlide: (key: string, by: -1 | 1) => changeSlider((items) => moveItem(items, key, by)),
    moveSlideTo: (key: string, to: number) => changeSlider((items) => moveTo(items, key, to)),
    describeSlide: (key: string, d: Description) => changeSlider((items) => describeItem(items, key, d)),
  };
}

export type ArticleImages = ReturnType<typeof useArticleImages>;
