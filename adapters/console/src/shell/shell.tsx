import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { CODED_RESOURCES } from '../records/coded-resources';
import { navigate, usePath } from '../router';
import { useEscape } from '../ui/use-escape';
import { moduleOf } from './modules';
import { Nav } from './nav';
import { NotFound } from './not-found';

// Each module's screens load when first opened: the first page load carries only the shell.
const TasksPage = lazy(() => import('../tasks/tasks-page'));
const SettingsPage = lazy(() => import('../settings/settings-page'));
const RecordsPage = lazy(() => import('../records/records-page'));
const UsersPage = lazy(() => import('../users/users-page'));
const ApiKeysPage = lazy(() => import('../api-keys/api-keys-page'));
const ContactsPage = lazy(() => import('../contacts/contacts-page'));
const RolesPage = lazy(() => import('../roles/roles-page'));
const BackupsPage = lazy(() => import('../backups/backups-page'));
const LanguageModelPage = lazy(() => import('../language-model/language-model-page'));

/** Addresses that stand for a module's first screen. */
const LANDINGS: Readonly<Record<string, string>> = { '/': '/tasks', '/taxonomy': '/taxonomy/tags' };

const startsWith = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

function Screen({ path }: { path: string }) {
  if (LANDINGS[path]) return null;
  if (startsWith(path, '/tasks')) return <TasksPage path={path} />;
  const records = CODED_RESOURCES.find((resource) => startsWith(path, resource.route));
  if (records) return <RecordsPage route={records.route} path={path} />;
  if (startsWith(path, '/admin/users')) return <UsersPage path={path} />;
  if (startsWith(path, '/admin/api-keys')) return <ApiKeysPage path={path} />;
  if (startsWith(path, '/admin/roles')) return <RolesPage path={path} />;
  if (path === '/admin/backups') return <BackupsPage />;
  if (path === '/admin/language-model') return <LanguageModelPage />;
  if (startsWith(path, '/contacts')) return <ContactsPage path={path} />;
  if (path === '/settings') return <SettingsPage />;
  return <NotFound />;
}

/** Navigation beside the current module's screen; on narrow screens the navigation folds away. */
export function Shell({ username }: { username: string }) {
  const path = usePath();
  const [navOpen, setNavOpen] = useState(false);
  const closeNav = useCallback(() => setNavOpen(false), []);
  useEscape(navOpen, closeNav);
  const title = moduleOf(path)?.label ?? 'Console';
  useEffect(() => {
    const landing = LANDINGS[path];
    if (landing) navigate(landing, true);
  }, [path]);
  // The tab and the browser's history name the module shown.
  useEffect(() => {
    document.title = `${title} · Task Service`;
  }, [title]);
  return (
    <div className="shell">
      <header className="topbar">
        <button
          type="button"
          className="button button-quiet nav-toggle"
          aria-expanded={navOpen}
          aria-controls="console-nav"
          onClick={() => setNavOpen(!navOpen)}
        >
          Menu
        </button>
        <span className="topbar-title">{title}</span>
      </header>
      <Nav path={path} username={username} open={navOpen} onNavigate={closeNav} />
      <main className="content">
        <Suspense fallback={<p className="muted loading">Loading…</p>}>
          <Screen path={path} />
        </Suspense>
      </main>
    </div>
  );
}
