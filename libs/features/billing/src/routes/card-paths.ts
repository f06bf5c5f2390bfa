/**
 * Change card's address (`…/methods/add`). Select payment method's 'Add a new card' opens it on
 * the card fields (`?card=new`) instead of the saved card; 'Change card' opens it as it is.
 */
export function addCardPath(siteid: number, { newCard = false } = {}): string {
  return `/${siteid}/account/payment/methods/add${newCard ? '?card=new' : ''}`;
}

/** Whether Change card was opened for a new card (`addCardPath`'s `newCard`). */
export function opensOnNewCard(search: URLSearchParams): boolean {
  return search.get('card') === 'new';
}
