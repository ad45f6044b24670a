import { signOut } from '../auth/auth-fetch';
import { usePermissions } from '../auth/use-permissions';
import { Link } from '../ui/link';
import { modulesFor } from './modules';

const GROUPS = ['Records', 'Admin', 'Account'] as const;

interface NavProps {
  readonly path: string;
  readonly username: string;
  readonly open: boolean;
  readonly onNavigate: () => void;
}

/** The module list, and the signed-in user with sign-out at the bottom. */
export function Nav({ path, username, open, onNavigate }: NavProps) {
  const { loaded, canAny } = usePermissions();
  const modules = loaded ? modulesFor(canAny) : [];
  return (
    <nav id="console-nav" className={open ? 'nav nav-open' : 'nav'} aria-label="Modules">
      <div className="nav-brand">Task Service</div>
      {GROUPS.filter((group) => modules.some((module) => module.group === group)).map((group) => (
        <div key={group} className="nav-group">
          {group !== 'Records' && <h2 className="nav-heading">{group}</h2>}
          <ul>
            {modules
              .filter((module) => module.group === group)
              .map((module) => {
                const current = path === module.path || path.startsWith(`${module.path}/`);
                return (
                  <li key={module.path}>
                    <Link
                      href={module.path}
                      className="nav-link"
                      aria-current={current ? 'page' : undefined}
                      onClick={onNavigate}
                    >
                      {module.label}
                    </Link>
                  </li>
                );
              })}
          </ul>
        </div>
      ))}
      <div className="nav-user">
        <span className="nav-username" title="Signed in">
          {username}
        </span>
        <button type="button" className="button button-quiet" onClick={() => void signOut()}>
          Sign out
        </button>
      </div>
    </nav>
  );
}
