export { NameListEditor, type NameListEditorProps } from './name-list-editor';
export { NameListProgress, type NameListProgressProps } from './name-list-progress';
export { CrewImportDialog, type CrewImportDialogProps, type CrewTemplateDefinition } from './crew-import-dialog';
