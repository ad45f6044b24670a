import { Document, type DocumentProps, Page, Text, View } from '@react-pdf/renderer';
import { createElement as h, type ReactElement } from 'react';
import { runText, SHAPING_ALLOWANCE } from './bidi.js';
import { PRIMARY_FACE } from './fonts.js';
import { measureIn } from './measure.js';
import { RECORD_FRAME, type RecordsDocument } from './record-pages.js';
import { breakLines } from './text-lines.js';
import { A4, type TextStyle, TYPE } from './typography.js';

const PAGE = {
  fontFamily: PRIMARY_FACE.family,
  paddingTop: RECORD_FRAME.top,
  paddingBottom: A4.height - RECORD_FRAME.top - RECORD_FRAME.height,
  paddingHorizontal: RECORD_FRAME.left,
} as const;
const RULE = {
  borderBottomWidth: 0.5,
  borderBottomColor: '#999999',
  marginTop: 4,
  marginBottom: 10,
} as const;
const FIELD = { marginBottom: 6 } as const;
const HEADER = { marginBottom: 18 } as const;
// No lineHeight here: react-pdf 4.9 drops an absolutely placed page-number text that has one.
const FOOTER = {
  fontSize: TYPE.footer.size,
  color: TYPE.footer.color,
  position: 'absolute',
  bottom: 32,
  left: 0,
  right: 0,
  textAlign: 'center',
} as const;

/**
 * The records layout for text that needs the Unicode bidirectional algorithm (Hebrew, Arabic):
 * react-pdf's text engine reorders it, pdfkit's plain text calls would not. Same look as the
 * canvas layout, but about ten times slower, so it is kept for the documents that need it.
 */
export function recordsTextDocument(document: RecordsDocument): ReactElement<DocumentProps> {
  const header = h(
    View,
    { style: HEADER },
    text(TYPE.title, document.title),
    text(TYPE.subtitle, document.subtitle),
  );
  const pages =
    document.records.length === 0
      ? [page(header, text(TYPE.value, document.emptyMessage))]
      : document.records.map((record, index) =>
          page(
            ...(index === 0 ? [header] : []),
            text(TYPE.heading, record.heading),
            h(View, { style: RULE }),
            ...record.fields.map((field) =>
              h(View, { style: FIELD }, text(TYPE.label, field.label), text(TYPE.value, field.value)),
            ),
          ),
        );
  return h(Document, { title: document.title }, ...pages);
}

function page(...children: ReactElement[]): ReactElement {
  return h(
    Page,
    { size: 'A4', style: PAGE },
    ...children,
    h(Text, {
      style: FOOTER,
      fixed: true,
      render: ({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`,
    }),
  );
}

/**
 * Broken into lines here, since react-pdf breaks only at spaces and would let a long word or URL
 * run off the page; each line is then ordered by the bidirectional algorithm.
 */
function text(type: TextStyle, content: string): ReactElement {
  const lines = breakLines(content, RECORD_FRAME.width * SHAPING_ALLOWANCE, measureIn(type));
  return runText(type, lines.join('\n'));
}
