// Saved views' texts (en-GB), in their own namespace.
export const savedViewsTexts = {
  label: 'Saved views',
  none: 'No saved views yet',
  save: 'Save view',
  manage: 'Manage views',
  saveTitle: 'Save this view',
  saveIntro: 'Keeps the tab, filters, sort and search you see now under a name, in this browser.',
  renameTitle: 'Rename “{{name}}”',
  name: 'Name',
  cancel: 'Cancel',
  confirmSave: 'Save',
  confirmRename: 'Rename',
  rename: 'Rename',
  delete: 'Delete',
  renameView: 'Rename {{name}}',
  deleteView: 'Delete {{name}}',
  manageEmpty:
    'No saved views yet. Set the tab, filters, sort and search you want, then Save view.',
  saved: 'View “{{name}}” saved',
  renamed: 'View renamed to “{{name}}”',
  deleted: 'View “{{name}}” deleted',
  notStored: 'This browser did not keep the view: it lasts until the page is closed.',
  problems: {
    empty: 'Give the view a name.',
    duplicate: 'A view called “{{name}}” already exists on this list. Choose another name.',
    tooLong: 'A name has at most {{max}} characters.',
  },
};
