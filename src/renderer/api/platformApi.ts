/**
 * The data layer of the request/response screens (ARCHITECTURE.md, "Request/response screens"):
 * one RTK Query API whose base query calls the typed platform clients, so authorization, the
 * encodings, the 401 and 'Ops!' dialogs, the envelope convention and the check of every answer
 * stay in one place. Each feature injects its endpoints, and names the entities it caches
 * (PlatformTags below), in `features/<area>/<area>Api.ts`:
 *
 *   const hoursApi = platformApi.injectEndpoints({
 *     endpoints: (build) => {
 *       const { read, mutation } = declaredEndpoints(build);
 *       return { openingHours: read(listarHorarios, openingHoursFrom, 'OpeningHours'), ... };
 *     },
 *   });
 *
 * The cache is emptied when a session starts or ends (app/rootReducer.ts).
 */
import type { EndpointBuilder, MutationDefinition, QueryDefinition, TagDescription } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import type { AnyDeclaration, EndpointOf as DeclaredEndpoint } from '../../shared/api';
import { platformBaseQuery, type Feedback, type PlatformBaseQuery, type PlatformRequest } from './baseQuery';
import type { CallArgs } from './platformClient';

/**
 * The entities the screens load and save, one tag each: a save invalidates what it changed and
 * the screens showing it load again. Each feature names the entities it caches in its own
 * `<area>Api.ts`, by adding them to this interface:
 *
 *   declare module '../../api/platformApi' {
 *     interface PlatformTags {
 *       OpeningHours: true;
 *     }
 *   }
 *
 * so every tag a query provides or a save invalidates, in any feature (a stock item's save
 * reloads the menu's products), is checked by the compiler against all of them. RTK Query reads
 * tagTypes at run time only to warn of a tag it was not given where `process.env.NODE_ENV` is
 * 'development' (never in the page, which has no `process`): it is given none.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the features fill it (declaration merging)
export interface PlatformTags {}

type Tag = keyof PlatformTags;

/**
 * How old, in seconds, an answer may be for a screen opened again to show it without asking the
 * platform again: a person walking through the back office sees each screen at once on a second
 * visit within a minute (RTK Query keeps an unused answer as long). Older, the screen shows what it
 * had and asks again: the data may have changed elsewhere (another computer, the platform's team).
 * What this panel changes invalidates its answers at once (tags), whatever their age.
 */
export const SCREEN_DATA_FRESH_S = 60;

export const platformApi = createApi({
  reducerPath: 'platformApi',
  baseQuery: platformBaseQuery,
  tagTypes: [] as readonly Tag[],
  refetchOnMountOrArgChange: SCREEN_DATA_FRESH_S,
  keepUnusedDataFor: SCREEN_DATA_FRESH_S,
  endpoints: () => ({}),
});

/** The options of a call of a declared endpoint (its answer's schema comes from the declaration). */
export interface EndpointRequestOptions {
  feedback?: Feedback;
  /** uploads: where the progress is kept (useUploadProgress) */
  progressKey?: string;
  /** a long list field of the answer checked in slices, the page free between them (checkInSlices.ts) */
  checkInSlices?: string;
}

/**
 * A call of a declared endpoint (src/shared/api/declare.ts): path parameters, body and query are
 * typed by its schemas, and the answer is checked with its answer schema before a screen sees it.
 */
export function request<D extends AnyDeclaration>(
  endpoint: D,
  args: Omit<CallArgs<D['key'], DeclaredEndpoint<D>>, 'silent' | 'signal' | 'onUploadProgress'>,
  options: EndpointRequestOptions = {},
): PlatformRequest<DeclaredEndpoint<D>['response']> {
  const { params, body, query, multipart } = args as { params?: Record<string, string | number>; body?: unknown; query?: unknown; multipart?: boolean };
  return { base: endpoint.base, key: endpoint.key, method: endpoint.method, params, body, query, multipart, schema: endpoint.answer, ...options };
}

/**
 * A save's invalidatesTags: the tags it changed once it worked; a refused or failed save
 * invalidates nothing (the screens keep what they show and load nothing again).
 */
export const whenSaved =
  (...tags: TagDescription<Tag>[]) =>
  (_result: unknown, error: unknown): TagDescription<Tag>[] =>
    error ? [] : tags;
type PlatformBuild = EndpointBuilder<PlatformBaseQuery, Tag, 'platformApi'>;
/** What RTK Query's definitions take beside the request and its answer's reading. */
type DefinitionExtras<Definition> = Omit<Definition, 'type' | 'query' | 'queryFn' | 'transformResponse' | 'rawResponseSchema' | 'responseSchema'>;

/**
 * An endpoint of the data layer over one declared call: `query` returns `request(declaration,
 * ...)`, so the answer it gets is the declaration's answer type (`Answer`); `transformResponse`
 * reads it into what the screen shows (`Result`, the declared answer when there is none). The
 * endpoint's argument is the query function's parameter.
 */
type DeclaredDefinition<Definition, Arg, Answer, Result> = {
  query: (arg: Arg) => PlatformRequest<Answer>;
  transformResponse?: (answer: Answer, meta: unknown, arg: Arg) => Result | Promise<Result>;
} & DefinitionExtras<Definition>;

/** A declaration called with nothing: no body, no query, no path parameter. */
type WithoutArgs<D extends AnyDeclaration> = D['body'] extends undefined ? (D['query'] extends undefined ? (D['key'] extends `${string}:${string}` ? never : D) : never) : never;

/**
 * The builder of a feature's endpoints, typed by the declarations they call (no hand-written
 * answer types: see DeclaredDefinition):
 *
 *   endpoints: (build) => {
 *     const { read, query, mutation } = declaredEndpoints(build);
 *     return {
 *       notices: read(listarAvisos, (answer) => answer.avisos, 'Notices'),
 *       notice: query({ query: (id: number) => request(lerAviso, { params: { id } }) }),
 *       markRead: mutation({ query: ({ id, lido }: { id: number; lido: boolean }) => request(marcarAvisoLido, { params: { id }, body: { lido } }) }),
 *     };
 *   }
 */
export function declaredEndpoints(build: PlatformBuild) {
  return {
    /**
     * The query of a list or a record the screen reads as it is: the declaration called with
     * nothing, its answer read by `read` (a field, the list sorted ...), cached under `tag`.
     */
    read: <D extends AnyDeclaration, Result>(
      declaration: D & WithoutArgs<D>,
      read: (answer: DeclaredEndpoint<D>['response']) => Result,
      tag?: TagDescription<Tag>,
    ): NoInfer<QueryDefinition<void, PlatformBaseQuery, Tag, Result, 'platformApi', DeclaredEndpoint<D>['response']>> =>
      build.query<Result, void, DeclaredEndpoint<D>['response']>({
        query: () => request(declaration, {} as Parameters<typeof request<D>>[1]),
        transformResponse: read,
        providesTags: tag === undefined ? [] : [tag],
      }),
    query: <Arg = void, Answer = never, Result = Answer>(
      definition: DeclaredDefinition<QueryDefinition<Arg, PlatformBaseQuery, Tag, Result, 'platformApi', Answer>, Arg, Answer, Result>,
    ): NoInfer<QueryDefinition<Arg, PlatformBaseQuery, Tag, Result, 'platformApi', Answer>> =>
      build.query<Result, Arg, Answer>(definition),
    mutation: <Arg = void, Answer = never, Result = Answer>(
      definition: DeclaredDefinition<MutationDefinition<Arg, PlatformBaseQuery, Tag, Result, 'platformApi', Answer>, Arg, Answer, Result>,
    ): NoInfer<MutationDefinition<Arg, PlatformBaseQuery, Tag, Result, 'platformApi', Answer>> =>
      build.mutation<Result, Arg, Answer>(definition),
  };
}
