import { useId, useState } from 'react';
import { api, type Schemas } from '../api/client';
import { Banner } from '../ui/banner';
import { PrintButton } from '../ui/print-button';
import { useBadgeContacts, useContactSearch } from './use-badge-contacts';

const fullName = (contact: Schemas['Contact']) => `${contact.firstName} ${contact.lastName}`;

/** Who is on a badge: add and remove contacts, and print their cards (all, or the ones ticked). */
export function BadgeContacts({ badgeId }: { badgeId: number }) {
  const { contacts, problem, busy, replace } = useBadgeContacts(badgeId);
  const [words, setWords] = useState('');
  const found = useContactSearch(words);
  const [left, setLeft] = useState<Set<number>>(new Set());
  const searchId = useId();
  const ids = contacts.map((contact) => contact.id);
  const printed = ids.filter((id) => !left.has(id));

  const toggle = (id: number, print: boolean) => {
    const next = new Set(left);
    if (print) next.delete(id);
    else next.add(id);
    setLeft(next);
  };

  return (
    <section className="badge-contacts" aria-labelledby="badge-contacts-title">
      <h3 id="badge-contacts-title">Contacts on this badge</h3>
      {problem?.banner && <Banner>{problem.banner}</Banner>}
      {contacts.length === 0 ? (
        <p className="muted">No contact yet: find one below and add it.</p>
      ) : (
        <p className="muted">The ticked contacts print on the badge sheet.</p>
      )}
      {contacts.length > 0 && (
        <ul className="contact-list" aria-label="Contacts on the badge">
          {contacts.map((contact) => (
            <li key={contact.id}>
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={!left.has(contact.id)}
                  onChange={(event) => toggle(contact.id, event.target.checked)}
                />
                {fullName(contact)}
                {contact.companyName && <span className="muted"> · {contact.companyName}</span>}
              </label>
              <button
                type="button"
                className="button button-small"
                disabled={busy}
                aria-label={`Remove ${fullName(contact)}`}
                onClick={() => void replace(ids.filter((id) => id !== contact.id))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="field">
        <label htmlFor={searchId}>Find a contact to add</label>
        <input
          id={searchId}
          type="search"
          value={words}
          onChange={(event) => setWords(event.target.value)}
          // Enter here looks for contacts; it must not submit the badge's form.
          onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
        />
      </div>
      {found.length > 0 && (
        <ul className="contact-list" aria-label="Contacts found">
          {found
            .filter((contact) => !ids.includes(contact.id))
            .map((contact) => (
              <li key={contact.id}>
                <span>
                  {fullName(contact)}
                  {contact.companyName && <span className="muted"> · {contact.companyName}</span>}
                </span>
                <button
                  type="button"
                  className="button button-small"
                  disabled={busy}
                  aria-label={`Add ${fullName(contact)}`}
                  onClick={() => void replace([...ids, contact.id])}
                >
                  Add
                </button>
              </li>
            ))}
        </ul>
      )}
      <p>
        <PrintButton
          disabled={printed.length === 0 && ids.length > 0}
          label={
            printed.length < ids.length ? `Print ${printed.length} of ${ids.length}` : 'Print badge sheet'
          }
          load={() =>
            api.GET('/api/v1/badge/{id}/pdf', {
              params: {
                path: { id: badgeId },
                // Every contact when none is left out: the sheet then also says when the badge has none.
                query: printed.length < ids.length ? { contactIds: printed } : {},
              },
              parseAs: 'blob',
            })
          }
        />
      </p>
    </section>
  );
}
