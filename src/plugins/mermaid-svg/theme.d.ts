declare module '@theme/MermaidDiagram' {
  export {default, type Props} from '@site/src/plugins/mermaid-svg/theme/MermaidDiagram';
}
