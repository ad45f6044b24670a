import { Link } from '../ui/link';

/** An address the console has no page for: says so, and where to go. */
export function NotFound() {
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">Page not found</h1>
      <div className="empty">
        <p>There is no page at this address.</p>
        <p>
          <Link href="/tasks">Go to Tasks</Link> · <a href="/swagger-ui.html">Open the API documentation</a>
        </p>
      </div>
    </section>
  );
}
