/** The posts section: built in its own change. */
export function PostsSection() {
  return null;
}
