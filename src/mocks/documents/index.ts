import { defineModule } from '../module-entry';
import type { DocumentsSlice } from './rules/document-records';
import { documentHandlers } from './handlers/document';
import { searchHandlers } from './handlers/search';

/** The documents and reports module as the assembly sees it (src/mocks/modules.ts lists every module's entry). */
export default defineModule<DocumentsSlice>({
  name: 'documents',
  routes: [...documentHandlers, ...searchHandlers],
  persisted: {
    invoices: { recordId: 'invoiceNo' },
    reports: { recordId: 'reportNo' },
    documentSequences: 'whole',
  },
});
