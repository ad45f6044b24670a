import { CodedPage } from './coded-page';
import { TAGS } from './coded-resources';

export default function TagsPage({ path }: { path: string }) {
  return <CodedPage resource={TAGS} path={path} />;
}
