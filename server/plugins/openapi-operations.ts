// What every operation of the API description has, filled in once for the whole document, so a
// route written later is covered without remembering it: an operationId, a tag, the tags listed
// at the top, and its error answers described as the JSON the error handler sends (a route whose
// success is a file lists the file's media types in `produces`, which @fastify/swagger would
// otherwise give its errors too).

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

interface Response {
  content?: Record<string, unknown>;
  [key: string]: unknown;
}
interface Operation {
  operationId?: string;
  tags?: string[];
  responses?: Record<string, Response>;
  [key: string]: unknown;
}
type PathItem = Record<string, unknown>;
interface OpenApiObject {
  paths?: Record<string, unknown>;
  tags?: { name: string }[];
  [key: string]: unknown;
}

const JSON_TYPE = 'application/json';

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const pascal = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map(capital)
    .join('');

/** '/api/tickets/{id}/messages' -> ['tickets', 'ById', 'messages'] as 'TicketsByIdMessages'. */
function pathWords(path: string): string {
  return path
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param ? `By${pascal(param[1])}` : pascal(segment);
    })
    .join('');
}

/** The path's first segment after /api: the area it belongs to ('/api/user/login' -> 'user'). */
const areaOf = (path: string) =>
  path
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .find(Boolean) ?? 'api';

/** An error answer's content: the JSON one only (its schema kept, or the first one given). */
function jsonErrorContent(response: Response): Response {
  const content = response.content;
  if (!content || Object.keys(content).every((type) => type === JSON_TYPE)) return response;
  return { ...response, content: { [JSON_TYPE]: content[JSON_TYPE] ?? Object.values(content)[0] } };
}

/**
 * The document with every operation completed: a missing operationId becomes the method and the
 * path ('getTicketsByIdMessages'), made unique in path order; a missing tag becomes the tag most
 * operations of the same area carry, or the area's name; every tag used is listed at the top.
 */
export function completeOperations<T extends OpenApiObject>(doc: T): T {
  const items = Object.entries(doc.paths ?? {}) as [string, PathItem][];
  const entries = items.flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ path, method, op: item[method] as Operation })),
  );

  const areaTags = new Map<string, Map<string, number>>();
  for (const { path, op } of entries)
    for (const tag of op.tags ?? []) {
      const counts = areaTags.get(areaOf(path)) ?? new Map<string, number>();
      counts.set(tag, (counts.get(tag) ?? 0) + 1);
      areaTags.set(areaOf(path), counts);
    }
  const defaultTag = (path: string) => {
    const counts = [...(areaTags.get(areaOf(path))?.entries() ?? [])].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    return counts[0]?.[0] ?? areaOf(path);
  };

  const taken = new Set(entries.map(({ op }) => op.operationId).filter(Boolean));
  const paths: Record<string, PathItem> = {};
  for (const [path, item] of items) paths[path] = { ...item };
  for (const { path, method, op } of entries) {
    let operationId = op.operationId;
    if (!operationId) {
      const base = `${method}${pathWords(path)}`;
      operationId = base;
      for (let n = 2; taken.has(operationId); n++) operationId = `${base}${n}`;
      taken.add(operationId);
    }
    const responses = Object.fromEntries(
      Object.entries(op.responses ?? {}).map(([status, response]) => [
        status,
        /^[45]/.test(status) ? jsonErrorContent(response) : response,
      ]),
    );
    // a copy per method: @fastify/swagger shares one operation object between a route's methods
    paths[path][method] = { ...op, operationId, tags: op.tags?.length ? op.tags : [defaultTag(path)], responses };
  }

  const used = [...new Set(Object.values(paths).flatMap((item) => METHODS.flatMap((m) => (item[m] as Operation | undefined)?.tags ?? [])))];
  const listed = doc.tags ?? [];
  const tags = [
    ...listed,
    ...used
      .filter((name) => !listed.some((t) => t.name === name))
      .sort()
      .map((name) => ({ name })),
  ];
  return { ...doc, paths, tags };
}
