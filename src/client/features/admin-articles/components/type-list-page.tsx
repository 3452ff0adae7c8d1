// /administrator/research/proposals and the three like it (./../lib/type-lists.ts): the office's news list of
// one type, under the spec's title.
import { useLocation } from 'react-router';
import { TYPE_LISTS } from '../lib/type-lists.ts';
import { NewsList } from './news-list-page.tsx';

export function Component() {
  const { pathname } = useLocation();
  const list = TYPE_LISTS.find((l) => pathname.replace(/\/$/, '').endsWith(`/${l.path}`)) ?? TYPE_LISTS[0];
  return <NewsList key={list.path} office={list.office} type={list.type} title={list.title} />;
}
