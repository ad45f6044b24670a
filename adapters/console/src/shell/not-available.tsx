import { Link } from '../ui/link';

/** An area the user's roles do not open: said calmly, with a way back. */
export function NotAvailable({ home }: { home: string }) {
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">Not available to you</h1>
      <div className="empty">
        <p>Your roles do not open this part of the console. An administrator can grant it if you need it.</p>
        <p>
          <Link href={home}>Go to the start page</Link>
        </p>
      </div>
    </section>
  );
}
