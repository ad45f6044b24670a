import { describeEachBackend } from '../../support/backends.js';
import { codedListCases } from '../../support/coded-list-cases.js';
import { useTestApp } from '../../support/use-test-app.js';

/** docs/api/lists.md#coded-lists: the company list pages, sorts, filters, searches and counts. */
describeEachBackend('company list', (backend) => {
  codedListCases(useTestApp(backend), '/api/v1/company');
});
