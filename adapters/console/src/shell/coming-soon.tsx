import { Link } from '../ui/link';

/** A module whose screens are not built yet: says so, and where to go instead. */
export function ComingSoon({ title, known }: { title: string; known: boolean }) {
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <div className="empty">
        <p>
          {known
            ? 'This module is coming soon to the console. Until then, use its API from the documentation.'
            : 'There is no page at this address.'}
        </p>
        <p>
          <Link href="/tasks">Go to Tasks</Link> · <a href="/swagger-ui.html">Open the API documentation</a>
        </p>
      </div>
    </section>
  );
}
