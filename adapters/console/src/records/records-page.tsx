import { CodedPage } from './coded-page';
import { CODED_RESOURCES } from './coded-resources';

/** The screen of the record type whose console route is `route`. */
export default function RecordsPage({ route, path }: { route: string; path: string }) {
  const resource = CODED_RESOURCES.find((candidate) => candidate.route === route);
  return resource ? <CodedPage key={route} resource={resource} path={path} /> : null;
}
