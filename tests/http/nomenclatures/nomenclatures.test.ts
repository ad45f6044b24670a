import { describeCodeLabelEndpoints } from '../shared/code-label-endpoints.js';

describeCodeLabelEndpoints('nomenclature');
