const MAX_OBJECT_ID_LENGTH = 512;

function quoteFilterValue(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * The request for one record by its objectID (null for an id no record can have). The lite
 * client has no getObject, and pulling in the full client for one call would double the search
 * code in the bundle, so this filters on objectID, which Algolia allows without declaring it as
 * a facet.
 */
export function objectRequest(indexName: string, objectID: string) {
  if (objectID === '' || objectID.length > MAX_OBJECT_ID_LENGTH) return null;
  return {
    indexName,
    query: '',
    filters: `objectID:${quoteFilterValue(objectID)}`,
    hitsPerPage: 1,
    attributesToHighlight: [],
    attributesToSnippet: [],
  };
}
