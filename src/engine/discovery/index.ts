/** How agents discover a built site's llms.txt, skills and agent card. */
export { discoveryHeaders, headersFile } from './headers.js';
