import { usePermissions } from '../auth/use-permissions';
import { Link } from '../ui/link';
import { CODED_RESOURCES, type CodedResource } from './coded-resources';

/** Links between the resources of one module, the current one marked. */
export function SectionTabs({ current }: { current: CodedResource }) {
  const { can } = usePermissions();
  const siblings = CODED_RESOURCES.filter(
    (resource) => resource.section === current.section && can(`${resource.resource}:read`),
  );
  return (
    <nav className="tabs" aria-label={current.section}>
      {siblings.map((resource) => (
        <Link
          key={resource.route}
          href={resource.route}
          className="tab"
          aria-current={resource === current ? 'page' : undefined}
        >
          {resource.title}
        </Link>
      ))}
    </nav>
  );
}
