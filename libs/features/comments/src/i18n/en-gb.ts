// The comments feature's texts (namespace `comments`), loaded with its chunk.
export const commentsTexts = {
  status: {
    approved: 'Approved',
    awaiting: 'Awaiting approval',
    spam: 'Spam',
  },
  panel: {
    heading: 'Comment',
    title: '{{author}} · {{date}}',
    loading: 'Loading the comment…',
    message: 'Message',
    email: 'Email',
    approve: 'Approve',
    notSpam: 'Not Spam',
    delete: 'Delete',
    loadFailed: 'The comment could not be loaded',
    notAComment: 'This address is not a comment.',
  },
  notSpamConfirm: {
    title: 'Mark as not spam',
    body: 'This comment will move back to your comments. Would you also like to report it to the spam filter as not spam, so similar comments get through?',
    report: 'Yes, report it',
    noReport: 'No, just move it',
    cancel: 'Cancel',
  },
  approval: {
    success: 'The comment has been approved',
    fail: 'The comment could not be approved. Please try again.',
  },
  not_spam: {
    success: 'The comment has been marked as not spam',
    fail: 'The comment could not be marked as not spam. Please try again.',
  },
  deletion: {
    success: 'The comment has been deleted',
    failed: 'An error has occurred and comment has failed to be deleted',
  },
};
