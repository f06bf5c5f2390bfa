// The generic form submit of server-driven forms (spec 1 section 7, "Generic form"): the action
// names its verb and path, so, as with `pageQuery`, the runtime path stands in for a documented
// generic form path of the same verb (it has no placeholders, so none is substituted).
import { unwrap, type ApiClient } from '../client/api-client';
import type { components } from '../generated/schema';

type Schemas = components['schemas'];
export type FormBody = Schemas['FormSubmission'];

/**
 * POSTs or PUTs the form's values plus `metaData` to the action's path. A 422 rejects with an
 * ApiError whose body holds the errors keyed by field.
 */
export function submitFormAction(
  client: ApiClient,
  { verb, path, body }: { verb: 'POST' | 'PUT'; path: string; body: FormBody },
): Promise<Schemas['FormSuccess']> {
  return verb === 'POST'
    ? unwrap(
        client.POST(path as '/{siteid}/blog/{pageid}/posts/create', {
          params: { path: { siteid: 0, pageid: 0 } },
          body,
        }),
      )
    : unwrap(
        client.PUT(path as '/{siteid}/content/holding-page/{holding_page}/edit', {
          params: { path: { siteid: 0, holding_page: 0 } },
          body,
        }),
      );
}

/** `DELETE {path}` of a form's delete action (spec 1 section 7: resource deletion). */
export function deleteFormResource(
  client: ApiClient,
  path: string,
): Promise<Schemas['DeleteResult']> {
  return unwrap(
    client.DELETE(path as '/{siteid}/content/redirects/{id}', {
      params: { path: { siteid: 0, id: 0 } },
    }),
  );
}
