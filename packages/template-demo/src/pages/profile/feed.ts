import type { Post } from './profileData';

/** Likes or unlikes a post: the count follows the heart. Pure, so the page's state stays predictable. */
export function toggleLike(posts: readonly Post[], id: string): Post[] {
  return posts.map((post) =>
    post.id === id ? { ...post, liked: !post.liked, likes: post.likes + (post.liked ? -1 : 1) } : post,
  );
}

/** The next batch after the posts already shown (empty when every post is shown). */
export function nextPosts(all: readonly Post[], shown: number, size: number): Post[] {
  return all.slice(shown, shown + size);
}
