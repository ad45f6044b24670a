import { useCallback, useEffect, useState } from 'react';
import { api, type Schemas } from '../api/client';
import { navigate } from '../router';
import { Banner } from '../ui/banner';
import { sentenceOf } from '../ui/permission-areas';
import { networkProblem, type ProblemView, problemView } from '../ui/problem';
import { TableScroll } from '../ui/table-scroll';
import { useEscape } from '../ui/use-escape';
import { When } from '../ui/when';
import { NewKeyPanel } from './new-key-panel';

type ApiKey = Schemas['ApiKey'];

const ROUTE = '/admin/api-keys';
const day = (instant: string | null) => (instant ? <When value={instant} /> : '—');

function stateOf(key: ApiKey): string {
  if (key.revokedDate) return 'Revoked';
  if (key.expiresDate && new Date(key.expiresDate) <= new Date()) return 'Expired';
  return 'Active';
}

/** Your personal API keys: what each may do and when it was last used; new keys; revocation. */
export default function ApiKeysPage({ path }: { path: string }) {
  const [keys, setKeys] = useState<ApiKey[]>();
  const [problem, setProblem] = useState<ProblemView>();
  const [revoking, setRevoking] = useState<string>();
  const creating = path === `${ROUTE}/new`;
  const closePanel = useCallback(() => navigate(ROUTE), []);
  useEscape(creating, closePanel);

  const load = useCallback(async () => {
    try {
      const { data, error, response } = await api.GET('/api/v1/auth/api-keys');
      if (!data) return setProblem(problemView(response.status, error));
      setKeys(data);
    } catch {
      setProblem(networkProblem);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const revoke = async (id: string) => {
    setRevoking(undefined);
    setProblem(undefined);
    const { error, response } = await api.DELETE('/api/v1/auth/api-keys/{id}', { params: { path: { id } } });
    if (!response.ok) setProblem(problemView(response.status, error));
    void load();
  };

  return (
    <section className="page" aria-labelledby="page-title">
      <div className="page-header">
        <h1 id="page-title">API keys</h1>
        <div className="page-actions">
          <button type="button" className="button button-primary" onClick={() => navigate(`${ROUTE}/new`)}>
            New key
          </button>
        </div>
      </div>
      <p className="muted">
        A key lets a script act as you, with at most the permissions you hold. Send it as{' '}
        <code>Authorization: Bearer …</code>.
      </p>
      {problem?.banner && <Banner>{problem.banner}</Banner>}
      {keys && keys.length === 0 && (
        <div className="empty">
          <p>You have no API keys. Create one with “New key” for a script or an integration.</p>
        </div>
      )}
      {keys && keys.length > 0 && (
        <TableScroll label={'API keys'}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Permissions</th>
                <th scope="col">Created</th>
                <th scope="col">Expires</th>
                <th scope="col">Last used</th>
                <th scope="col">State</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.map((key) => (
                <tr key={key.id}>
                  <td>{key.name}</td>
                  <td className="cell-long">{key.permissions.map((p) => sentenceOf(p, p)).join('; ')}</td>
                  <td>{day(key.createdDate)}</td>
                  <td>{day(key.expiresDate)}</td>
                  <td>{day(key.lastUsedDate)}</td>
                  <td>{stateOf(key)}</td>
                  <td>
                    {stateOf(key) === 'Active' &&
                      (revoking === key.id ? (
                        <button
                          type="button"
                          className="button button-danger button-small"
                          onClick={() => void revoke(key.id)}
                        >
                          Confirm revoke
                        </button>
                      ) : (
                        <button
                          type="button"
                          className="button button-small"
                          onClick={() => setRevoking(key.id)}
                          aria-label={`Revoke ${key.name}`}
                        >
                          Revoke
                        </button>
                      ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {creating && <NewKeyPanel onClose={closePanel} onCreated={() => void load()} />}
    </section>
  );
}
