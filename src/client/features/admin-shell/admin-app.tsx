// The administrator portal's route table (spec admin §2). Loaded lazily; the public bundle never includes it.
import { Route, Routes } from 'react-router';
import { PagePending } from '../../components/page-pending.tsx';

export function Component() {
  return (
    <Routes>
      <Route path="login" element={<PagePending title="Administrator Sign-in" />} />
      <Route index element={<PagePending title="Dashboard" />} />
      <Route path="users" element={<PagePending title="Manage Users" />} />
      <Route path="news/:office" element={<PagePending title="Manage News" />} />
      <Route path="news/:office/create" element={<PagePending title="Create Article" />} />
      <Route path="news/:office/edit/:id" element={<PagePending title="Edit Article" />} />
      <Route path="research/proposals" element={<PagePending title="Manage Research Proposals" />} />
      <Route path="research/published" element={<PagePending title="Manage Published Research" />} />
      <Route path="extension/proposals" element={<PagePending title="Manage Extension Proposals" />} />
      <Route path="extension/completed" element={<PagePending title="Manage Completed Extensions" />} />
      <Route path="*" element={<PagePending title="Page not found" />} />
    </Routes>
  );
}
