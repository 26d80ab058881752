/**
 * The Mermaid zoom and pan controls' words (client/scripts/mermaid-controls.js builds the buttons in the
 * browser), part of strings.ts's UiStrings and kept here so that table stays small. The layout writes them
 * as `data-i18n-*` on the body of a page with diagrams; the script falls back to English without them.
 */
import { esc } from './escape.js';

export interface MermaidStrings {
  /** The controls' group. */
  mermaidControls: string;
  mermaidZoomIn: string;
  mermaidZoomOut: string;
  mermaidReset: string;
  /** An arrow moves the view that way (the drawing slides the other way). */
  mermaidPanUp: string;
  mermaidPanLeft: string;
  mermaidPanRight: string;
  mermaidPanDown: string;
}

export const MERMAID_STRINGS = {
  en: {
    mermaidControls: 'Diagram zoom and pan',
    mermaidZoomIn: 'Zoom in',
    mermaidZoomOut: 'Zoom out',
    mermaidReset: 'Reset view',
    mermaidPanUp: 'Pan up',
    mermaidPanLeft: 'Pan left',
    mermaidPanRight: 'Pan right',
    mermaidPanDown: 'Pan down',
  },
  fr: {
    mermaidControls: 'Zoom et déplacement du diagramme',
    mermaidZoomIn: 'Zoom avant',
    mermaidZoomOut: 'Zoom arrière',
    mermaidReset: 'Réinitialiser la vue',
    mermaidPanUp: 'Déplacer vers le haut',
    mermaidPanLeft: 'Déplacer vers la gauche',
    mermaidPanRight: 'Déplacer vers la droite',
    mermaidPanDown: 'Déplacer vers le bas',
  },
  es: {
    mermaidControls: 'Zoom y desplazamiento del diagrama',
    mermaidZoomIn: 'Acercar',
    mermaidZoomOut: 'Alejar',
    mermaidReset: 'Restablecer vista',
    mermaidPanUp: 'Desplazar hacia arriba',
    mermaidPanLeft: 'Desplazar hacia la izquierda',
    mermaidPanRight: 'Desplazar hacia la derecha',
    mermaidPanDown: 'Desplazar hacia abajo',
  },
  zh: {
    mermaidControls: '图表缩放和平移',
    mermaidZoomIn: '放大',
    mermaidZoomOut: '缩小',
    mermaidReset: '重置视图',
    mermaidPanUp: '向上平移',
    mermaidPanLeft: '向左平移',
    mermaidPanRight: '向右平移',
    mermaidPanDown: '向下平移',
  },
  de: {
    mermaidControls: 'Diagramm zoomen und verschieben',
    mermaidZoomIn: 'Vergrößern',
    mermaidZoomOut: 'Verkleinern',
    mermaidReset: 'Ansicht zurücksetzen',
    mermaidPanUp: 'Nach oben verschieben',
    mermaidPanLeft: 'Nach links verschieben',
    mermaidPanRight: 'Nach rechts verschieben',
    mermaidPanDown: 'Nach unten verschieben',
  },
  ja: {
    mermaidControls: '図の拡大・縮小と移動',
    mermaidZoomIn: '拡大',
    mermaidZoomOut: '縮小',
    mermaidReset: '表示をリセット',
    mermaidPanUp: '上へ移動',
    mermaidPanLeft: '左へ移動',
    mermaidPanRight: '右へ移動',
    mermaidPanDown: '下へ移動',
  },
  pt: {
    mermaidControls: 'Zoom e movimento do diagrama',
    mermaidZoomIn: 'Ampliar',
    mermaidZoomOut: 'Reduzir',
    mermaidReset: 'Redefinir visualização',
    mermaidPanUp: 'Mover para cima',
    mermaidPanLeft: 'Mover para a esquerda',
    mermaidPanRight: 'Mover para a direita',
    mermaidPanDown: 'Mover para baixo',
  },
} satisfies Record<string, MermaidStrings>;

/** ` data-i18n-mermaid-zoom-in="…"` and the rest, for the `<body>` of a page with diagrams. */
export function mermaidI18nAttrs(t: MermaidStrings): string {
  return (Object.keys(MERMAID_STRINGS.en) as (keyof MermaidStrings)[])
    .map((key) => ` data-i18n-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${esc(t[key])}"`)
    .join('');
}
