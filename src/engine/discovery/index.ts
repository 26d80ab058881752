/** How agents discover a built site's llms.txt, skills and agent card. */
export { AGENT_CARD, AGENT_SKILLS_INDEX, discoveryHeaders, headersFile } from './headers.js';
