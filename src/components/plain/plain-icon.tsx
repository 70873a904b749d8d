import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type HTMLAttributes, type ReactNode } from 'react';

import './plain.css';

/*
 * antd's icons drawn from their SVG definitions (@ant-design/icons-svg), as antd draws them
 * (span.anticon > svg, the same role, name and classes), without @ant-design/icons' runtime: its
 * AntdIcon brought a colour library, Babel's helpers and a style injector (8 kB gzip) to every
 * first page for a few outlined shapes. The .anticon rules it injected live in plain.css. Each
 * file imports the definitions it draws, so an icon's path data lands in the chunk that uses it.
 */

const drawNode = (node: AbstractNode, key: number): ReactNode => createElement(node.tag, { key, ...node.attrs }, node.children?.map(drawNode));

type Props = HTMLAttributes<HTMLSpanElement> & {
  /** An outlined or filled icon (two-tone icons are functions of colours, not used here). */
  definition: IconDefinition;
};

export const PlainIcon = ({ definition, className, ...rest }: Props) => {
  const svg = definition.icon as AbstractNode;
  const baseClass = `anticon anticon-${definition.name}`;
  return (
    <span role="img" aria-label={definition.name} {...rest} className={className ? `${baseClass} ${className}` : baseClass}>
      <svg {...svg.attrs} data-icon={definition.name} width="1em" height="1em" fill="currentColor" aria-hidden="true">
        {svg.children?.map(drawNode)}
      </svg>
    </span>
  );
};
