// The page's first Intl object loads the browser's locale data, some 50 ms on a slow phone. The
// data is shared by the whole page, so this worker loads it beside the main thread as the app
// starts, and the first date or number the app formats finds it there (boot.ts).
new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(1);
new Intl.PluralRules('en-GB', { type: 'ordinal' }).select(1);
new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'medium' }).format(0);
close();
