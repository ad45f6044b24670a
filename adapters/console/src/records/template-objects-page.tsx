import { CodedPage } from './coded-page';
import { TEMPLATE_OBJECTS } from './coded-resources';

export default function TemplateObjectsPage({ path }: { path: string }) {
  return <CodedPage resource={TEMPLATE_OBJECTS} path={path} />;
}
