// The staff preview draws an article with the public page's own component. The portal's shell (app/admin/)
// provides that component here, so the editor feature does not import the public article feature.
import { type ComponentType, createContext, useContext } from 'react';
import type { Article } from '../../shared/contract/articles.ts';

export type ArticlePreview = ComponentType<{ article: Article; preview?: boolean }>;

export const ArticlePreviewContext = createContext<ArticlePreview | null>(null);

export function useArticlePreview(): ArticlePreview {
  const view = useContext(ArticlePreviewContext);
  if (!view) throw new Error('useArticlePreview must be used inside the administrator shell');
  return view;
}
