import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { type Permissions, PermissionsProvider, usePermissions } from '../auth/use-permissions';
import { CODED_RESOURCES } from '../records/coded-resources';
import { navigate, usePath } from '../router';
import { useEscape } from '../ui/use-escape';
import { moduleOf, modulesFor } from './modules';
import { Nav } from './nav';
import { NotAvailable } from './not-available';
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

const startsWith = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/** Where an address that stands for a module's first screen leads this user: the first they may open. */
function landingOf(path: string, { canAny }: Permissions): string | undefined {
  if (path === '/') return modulesFor(canAny)[0]?.path;
  if (path === '/taxonomy') return canAny(['tags:read']) ? '/taxonomy/tags' : '/taxonomy/nomenclatures';
  return undefined;
}

/** The user may open the screen at this address: its module, and its resource within a module. */
function allowed(path: string, { canAny, can }: Permissions): boolean {
  const module = moduleOf(path);
  if (module?.anyOf && !canAny(module.anyOf)) return false;
  const records = CODED_RESOURCES.find((resource) => startsWith(path, resource.route));
  return !records || can(`${records.resource}:read`);
}

function Screen({ path }: { path: string }) {
  const permissions = usePermissions();
  if (!permissions.loaded || landingOf(path, permissions)) return null;
  if (!allowed(path, permissions)) return <NotAvailable home="/" />;
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

/** The console of the signed-in user, shaped by what their roles let them do. */
export function Shell({ username }: { username: string }) {
  return (
    <PermissionsProvider username={username}>
      <Frame username={username} />
    </PermissionsProvider>
  );
}

/** Navigation beside the current module's screen; on narrow screens the navigation folds away. */
function Frame({ username }: { username: string }) {
  const path = usePath();
  const permissions = usePermissions();
  const [navOpen, setNavOpen] = useState(false);
  const closeNav = useCallback(() => setNavOpen(false), []);
  useEscape(navOpen, closeNav);
  const title = moduleOf(path)?.label ?? 'Console';
  useEffect(() => {
    const landing = permissions.loaded && landingOf(path, permissions);
    if (landing) navigate(landing, true);
  }, [path, permissions]);
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
