import { SectionPage } from '#app/features/admin/shell/dashboard/section-page.tsx';
import { sectionMeta } from '#app/features/admin/shell/dashboard/section-meta.ts';
import { PostsSection } from '#app/features/admin/publishing/posts-section.tsx';

export const meta = sectionMeta('posts');

export default function AdminPostsRoute() {
  return (
    <SectionPage id="posts">
      <PostsSection />
    </SectionPage>
  );
}
