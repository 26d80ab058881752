/** The page menu's own words (layout/contextual.ts), in the languages of strings.ts; English fills gaps. */
export interface ContextualStrings {
  copyPage: string;
  copyPageDescription: string;
  viewMarkdown: string;
  viewMarkdownDescription: string;
  /** `{tool}` is the AI tool's name. */
  openIn: string;
  askAbout: string;
  downloadSpec: string;
  downloadSpecDescription: string;
  /** The toggle's name. */
  moreActions: string;
  /** The toggle's visible label when no copy or view action leads the menu. */
  pageActions: string;
  copied: string;
  copyFailed: string;
  /** Said when copying is impossible (a page opened from disk) and the Markdown opens instead. */
  openedMarkdown: string;
}

const en: ContextualStrings = {
  copyPage: 'Copy page',
  copyPageDescription: 'Copy page as Markdown for LLMs',
  viewMarkdown: 'View as Markdown',
  viewMarkdownDescription: 'View this page as plain text',
  openIn: 'Open in {tool}',
  askAbout: 'Ask questions about this page',
  downloadSpec: 'Download API spec',
  downloadSpecDescription: 'Download the OpenAPI file of this page',
  moreActions: 'More actions',
  pageActions: 'Page actions',
  copied: 'Copied',
  copyFailed: 'Copy failed',
  openedMarkdown: 'Opened the Markdown to copy',
};

const TABLES: Record<string, Partial<ContextualStrings>> = {
  en,
  fr: {
    copyPage: 'Copier la page',
    copyPageDescription: 'Copier la page en Markdown pour les LLM',
    viewMarkdown: 'Voir en Markdown',
    viewMarkdownDescription: 'Voir cette page en texte brut',
    openIn: 'Ouvrir dans {tool}',
    askAbout: 'Poser des questions sur cette page',
    downloadSpec: 'Télécharger la spécification API',
    moreActions: 'Plus d’actions',
    pageActions: 'Actions de la page',
    copied: 'Copié',
    copyFailed: 'Échec de la copie',
  },
  es: {
    copyPage: 'Copiar página',
    copyPageDescription: 'Copiar la página como Markdown para LLM',
    viewMarkdown: 'Ver como Markdown',
    viewMarkdownDescription: 'Ver esta página como texto sin formato',
    openIn: 'Abrir en {tool}',
    askAbout: 'Hacer preguntas sobre esta página',
    downloadSpec: 'Descargar la especificación de la API',
    moreActions: 'Más acciones',
    pageActions: 'Acciones de la página',
    copied: 'Copiado',
    copyFailed: 'No se pudo copiar',
  },
  zh: {
    copyPage: '复制页面',
    copyPageDescription: '将页面复制为 Markdown，供 LLM 使用',
    viewMarkdown: '以 Markdown 查看',
    viewMarkdownDescription: '以纯文本查看此页面',
    openIn: '在 {tool} 中打开',
    askAbout: '就此页面提问',
    downloadSpec: '下载 API 规范',
    moreActions: '更多操作',
    pageActions: '页面操作',
    copied: '已复制',
    copyFailed: '复制失败',
  },
  de: {
    copyPage: 'Seite kopieren',
    copyPageDescription: 'Seite als Markdown für LLMs kopieren',
    viewMarkdown: 'Als Markdown anzeigen',
    viewMarkdownDescription: 'Diese Seite als Klartext anzeigen',
    openIn: 'In {tool} öffnen',
    askAbout: 'Fragen zu dieser Seite stellen',
    downloadSpec: 'API-Spezifikation herunterladen',
    moreActions: 'Weitere Aktionen',
    pageActions: 'Seitenaktionen',
    copied: 'Kopiert',
    copyFailed: 'Kopieren fehlgeschlagen',
  },
  ja: {
    copyPage: 'ページをコピー',
    copyPageDescription: 'LLM 用に Markdown としてページをコピー',
    viewMarkdown: 'Markdown で表示',
    viewMarkdownDescription: 'このページをプレーンテキストで表示',
    openIn: '{tool} で開く',
    askAbout: 'このページについて質問する',
    downloadSpec: 'API 仕様をダウンロード',
    moreActions: 'その他の操作',
    pageActions: 'ページの操作',
    copied: 'コピーしました',
    copyFailed: 'コピーに失敗しました',
  },
  pt: {
    copyPage: 'Copiar página',
    copyPageDescription: 'Copiar a página como Markdown para LLMs',
    viewMarkdown: 'Ver como Markdown',
    viewMarkdownDescription: 'Ver esta página como texto simples',
    openIn: 'Abrir no {tool}',
    askAbout: 'Fazer perguntas sobre esta página',
    downloadSpec: 'Baixar a especificação da API',
    moreActions: 'Mais ações',
    pageActions: 'Ações da página',
    copied: 'Copiado',
    copyFailed: 'Falha ao copiar',
  },
};

/** The table for a page's `<html lang>` (primary subtag), completed with English. */
export function contextualStrings(lang: string | undefined): ContextualStrings {
  const [primary = 'en', ...rest] = (lang ?? 'en').toLowerCase().split('-');
  // As strings.ts: the Chinese table is Simplified, and Traditional readers get English rather than a mix.
  if (primary === 'zh' && rest.some((p) => p === 'hant' || p === 'tw' || p === 'hk' || p === 'mo')) return en;
  return { ...en, ...TABLES[primary] };
}
