import { Field } from '../ui/field';
import { DATE_FORMATS, type DateFormat } from './import-mapping';
import type { MappingOffer } from './use-import-mapping';

const FORMAT_WORDS: Record<DateFormat, string> = {
  'YYYY-MM-DD': 'YYYY-MM-DD (ISO, as the service writes)',
  'DD.MM.YYYY': 'DD.MM.YYYY',
  'DD/MM/YYYY': 'DD/MM/YYYY',
  'MM/DD/YYYY': 'MM/DD/YYYY',
};

interface MappingFieldsProps {
  readonly offers: readonly MappingOffer[];
  readonly onValue: (column: string, written: string, value: string) => void;
  readonly onDate: (column: string, format: DateFormat) => void;
}

/** For each mapped column of the file: what its values become, or how its dates are written. */
export function MappingFields({ offers, onValue, onDate }: MappingFieldsProps) {
  if (offers.length === 0) return null;
  return (
    <fieldset className="import-mapping">
      <legend>Values in the file</legend>
      <p className="field-hint">
        The service takes its own values (TODO, LOW) and dates as YYYY-MM-DD; the console turns the file's
        into those before sending, as set here. The preview shows the result.
      </p>
      <div className="import-options">
        {offers.map((offer) =>
          offer.kind === 'date' ? (
            <Field
              key={offer.column.name}
              label={`Dates in ${offer.column.name}`}
              hint={
                `Detected: ${offer.detected}` +
                (offer.unreadable === 1
                  ? '. 1 value does not fit this format: it goes as written.'
                  : offer.unreadable > 1
                    ? `. ${offer.unreadable} values do not fit this format: they go as written.`
                    : '')
              }
            >
              <select
                value={offer.chosen}
                onChange={(event) => onDate(offer.column.name, event.target.value as DateFormat)}
              >
                {DATE_FORMATS.map((format) => (
                  <option key={format} value={format}>
                    {FORMAT_WORDS[format]}
                  </option>
                ))}
              </select>
            </Field>
          ) : (
            offer.entries.map((entry) => (
              <Field
                key={`${offer.column.name}\n${entry.written}`}
                label={`“${entry.written}” in ${offer.column.name}`}
              >
                <select
                  value={entry.chosen}
                  onChange={(event) => onValue(offer.column.name, entry.written, event.target.value)}
                >
                  <option value="">As written (the service refuses it)</option>
                  {offer.column.choices.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label} ({choice.value})
                    </option>
                  ))}
                </select>
              </Field>
            ))
          ),
        )}
      </div>
      {offers.some((offer) => offer.kind === 'values' && offer.more > 0) && (
        <p className="field-hint">Only the first values of a column are offered; the others go as written.</p>
      )}
    </fieldset>
  );
}
