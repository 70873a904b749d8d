/**
 * Stands in for react-markdown and remark-gfm (see vite.config.ts): @refinedev/antd imports them
 * for its MarkdownField, which this dashboard never renders. Rendering it would show nothing.
 */
const UnusedMarkdown = (): null => null;

export default UnusedMarkdown;
