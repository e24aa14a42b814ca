import { Link } from 'react-router';

interface ShowMoreProps {
  /** Address of the next page, so the button works as a plain link without JavaScript. */
  href: string;
  loading?: boolean;
  onClick?: () => void;
}

/** The reusable 'show more' button (§2.3): a link that JavaScript turns into in-place loading. */
export function ShowMore({ href, loading = false, onClick }: ShowMoreProps) {
  return (
    <div className="show-more">
      <Link
        to={href}
        className="button show-more-button"
        aria-busy={loading}
        preventScrollReset
        onClick={(event) => {
          if (!onClick) return;
          event.preventDefault();
          if (!loading) onClick();
        }}
      >
        {loading ? 'Загрузка…' : 'Показать ещё'}
      </Link>
    </div>
  );
}
