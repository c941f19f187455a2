import { Heart, MessageCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { nextPosts, toggleLike } from './feed';
import { allPosts, POSTS_PER_PAGE, type Post } from './profileData';

/** How long the demo "server" takes to send the next posts, so the loading state is seen. */
const LOAD_DELAY_MS = 700;

/** The posts, a few at a time: likes toggle, "Load more" fetches the next batch (simulated). */
export function PostsFeed() {
  const { t } = useTranslation('templatePages');
  const [posts, setPosts] = useState<Post[]>(() => nextPosts(allPosts, 0, POSTS_PER_PAGE));
  const [loading, setLoading] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const more = posts.length < allPosts.length;

  const loadMore = () => {
    setLoading(true);
    timer.current = window.setTimeout(() => {
      setPosts((current) => [...current, ...nextPosts(allPosts, current.length, POSTS_PER_PAGE)]);
      setLoading(false);
    }, LOAD_DELAY_MS);
  };

  return (
    <section aria-labelledby="profile-posts">
      <h2 id="profile-posts" className="h5 mb-3">
        {t('profile.posts')}
      </h2>
      <ul className="list-unstyled mb-0" aria-busy={loading} data-testid="profile-posts">
        {posts.map((post) => (
          <li key={post.id} className="card mb-4" data-testid="profile-post">
            <article className="card-body" aria-label={t('profile.postBy', { name: post.author.name })}>
              <div className="d-flex align-items-center gap-2 mb-3">
                <img src={post.author.avatar} alt="" width={44} height={44} className="vt-pages-avatar" />
                <div className="min-w-0">
                  <p className="fw-semibold mb-0 text-truncate">{post.author.name}</p>
                  <p className="small text-body-secondary mb-0">{post.when}</p>
                </div>
              </div>
              <p>{post.text}</p>
              {post.image && (
                <img src={post.image.src} alt={post.image.alt} className="vt-profile-post-image rounded w-100 mb-3" />
              )}
              <div className="d-flex align-items-center gap-3">
                <Button
                  variant="link"
                  className="p-0 d-inline-flex align-items-center gap-1 text-decoration-none"
                  aria-pressed={post.liked}
                  onClick={() => setPosts((current) => toggleLike(current, post.id))}
                  data-testid="profile-like"
                >
                  <span className="visually-hidden">{t('profile.like', { name: post.author.name })} </span>
                  <Heart
                    size={18}
                    className={post.liked ? 'text-danger' : 'text-body-secondary'}
                    fill={post.liked ? 'currentColor' : 'none'}
                    aria-hidden
                  />
                  <span className="text-body" data-testid="profile-like-count">
                    {post.likes}
                  </span>
                  <span className="visually-hidden"> {t('profile.likes')}</span>
                </Button>
                <span className="d-inline-flex align-items-center gap-1 text-body-secondary small">
                  <MessageCircle size={18} aria-hidden />
                  {t('profile.comments', { count: post.comments })}
                </span>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <div className="text-center mb-4" aria-live="polite">
        {more ? (
          <Button variant="primary" onClick={loadMore} disabled={loading} data-testid="profile-load-more">
            {loading && <Spinner size="sm" className="me-2" aria-hidden />}
            {loading ? t('profile.loading') : t('profile.loadMore')}
          </Button>
        ) : (
          <p className="text-body-secondary mb-0" data-testid="profile-feed-end">
            {t('profile.feedEnd')}
          </p>
        )}
      </div>
    </section>
  );
}
