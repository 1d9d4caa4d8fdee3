export { NameListEditor, type NameListEditorProps, type NameListSave, type NameListTheirs } from './name-list-editor';
export { NameListMergeDialog } from './name-list-merge-dialog';
export { NameListProgress, type NameListProgressProps } from './name-list-progress';
export { CrewImportDialog, type CrewImportDialogProps, type CrewTemplateDefinition } from './crew-import-dialog';
