import { describe, expect, it } from 'vitest';
import { nextPosts, toggleLike } from './feed';
import { allPosts, POSTS_PER_PAGE } from './profileData';

describe('the profile feed', () => {
  it('likes and unlikes a post, the count following', () => {
    const first = allPosts[0];
    const liked = toggleLike(allPosts, first.id);
    expect(liked[0]).toMatchObject({ liked: true, likes: first.likes + 1 });
    expect(liked.slice(1)).toEqual(allPosts.slice(1));
    const again = toggleLike(liked, first.id);
    expect(again[0]).toMatchObject({ liked: false, likes: first.likes });
  });

  it('unlikes a post liked from the start', () => {
    const post = allPosts.find((p) => p.liked)!;
    expect(toggleLike(allPosts, post.id).find((p) => p.id === post.id)).toMatchObject({
      liked: false,
      likes: post.likes - 1,
    });
  });

  it('loads the posts in batches until none is left', () => {
    expect(nextPosts(allPosts, 0, POSTS_PER_PAGE).map((p) => p.id)).toEqual(['p1', 'p2', 'p3']);
    expect(nextPosts(allPosts, 6, POSTS_PER_PAGE).map((p) => p.id)).toEqual(['p7']);
    expect(nextPosts(allPosts, 7, POSTS_PER_PAGE)).toEqual([]);
  });
});
