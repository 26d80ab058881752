/**
 * The interface's own words (not the author's) in the languages Mintlify localises that real sites use.
 * A page gets the table of its `<html lang>`; anything missing falls back to English. The Mermaid controls'
 * words live in mermaid-strings.ts.
 */
import { MERMAID_STRINGS, type MermaidStrings } from './mermaid-strings.js';

export interface UiStrings extends MermaidStrings {
  onThisPage: string;
  search: string;
  searchDocs: string;
  searchResults: string;
  searching: string;
  /** `{q}` is the query. */
  noResults: string;
  /** `{n}` is the count (two or more, or none). */
  results: string;
  oneResult: string;
  searchUnavailable: string;
  previous: string;
  next: string;
  pagination: string;
  breadcrumb: string;
  skipToContent: string;
  openNav: string;
  closeNav: string;
  themeToggle: string;
  dismissBanner: string;
  deprecated: string;
  /** The RSS button's label (layout/rss.ts). */
  rssFeed: string;
  /** The heading of a changelog's tag filters, in place of the table of contents (layout/update-filters.ts). */
  updateFilters: string;
  pageNotFound: string;
  pageNotFoundText: string;
  goHome: string;
  /** `{date}` is the page's last commit date, in the table's language (layout/last-modified.ts). */
  lastModified: string;
  relatedTopics: string;
  /** The multi-view dropdown's label (client/scripts/views.js). */
  chooseView: string;
}

const en: UiStrings = {
  ...MERMAID_STRINGS.en,
  onThisPage: 'On this page',
  search: 'Search...',
  searchDocs: 'Search documentation',
  searchResults: 'Search results',
  searching: 'Searching…',
  noResults: 'No results for “{q}”',
  results: '{n} results',
  oneResult: '1 result',
  searchUnavailable: 'Search is not available on this copy of the site.',
  previous: 'Previous',
  next: 'Next',
  pagination: 'Pagination',
  breadcrumb: 'Breadcrumb',
  skipToContent: 'Skip to content',
  openNav: 'Open navigation',
  closeNav: 'Close navigation',
  themeToggle: 'Switch between light and dark mode',
  dismissBanner: 'Dismiss banner',
  deprecated: 'Deprecated',
  rssFeed: 'RSS feed',
  updateFilters: 'Filters',
  pageNotFound: 'Page not found',
  pageNotFoundText: 'The page you are looking for does not exist or has moved.',
  goHome: 'Go to the home page',
  lastModified: 'Last modified on {date}',
  relatedTopics: 'Related topics',
  chooseView: 'Choose a view',
};

const TABLES: Record<string, UiStrings> = {
  en,
  fr: {
    ...MERMAID_STRINGS.fr,
    onThisPage: 'Sur cette page',
    search: 'Rechercher...',
    searchDocs: 'Rechercher dans la documentation',
    searchResults: 'Résultats de recherche',
    searching: 'Recherche…',
    noResults: 'Aucun résultat pour « {q} »',
    results: '{n} résultats',
    oneResult: '1 résultat',
    searchUnavailable: 'La recherche n’est pas disponible sur cette copie du site.',
    previous: 'Précédent',
    next: 'Suivant',
    pagination: 'Pagination',
    breadcrumb: 'Fil d’Ariane',
    skipToContent: 'Aller au contenu',
    openNav: 'Ouvrir la navigation',
    closeNav: 'Fermer la navigation',
    themeToggle: 'Basculer entre le mode clair et le mode sombre',
    dismissBanner: 'Fermer la bannière',
    deprecated: 'Obsolète',
    rssFeed: 'Flux RSS',
    updateFilters: 'Filtres',
    pageNotFound: 'Page introuvable',
    pageNotFoundText: 'La page que vous cherchez n’existe pas ou a été déplacée.',
    goHome: 'Aller à la page d’accueil',
    lastModified: 'Dernière modification le {date}',
    relatedTopics: 'Sujets connexes',
    chooseView: 'Choisir une vue',
  },
  es: {
    ...MERMAID_STRINGS.es,
    onThisPage: 'En esta página',
    search: 'Buscar...',
    searchDocs: 'Buscar en la documentación',
    searchResults: 'Resultados de búsqueda',
    searching: 'Buscando…',
    noResults: 'No hay resultados para “{q}”',
    results: '{n} resultados',
    oneResult: '1 resultado',
    searchUnavailable: 'La búsqueda no está disponible en esta copia del sitio.',
    previous: 'Anterior',
    next: 'Siguiente',
    pagination: 'Paginación',
    breadcrumb: 'Ruta de navegación',
    skipToContent: 'Saltar al contenido',
    openNav: 'Abrir navegación',
    closeNav: 'Cerrar navegación',
    themeToggle: 'Cambiar entre modo claro y oscuro',
    dismissBanner: 'Cerrar anuncio',
    deprecated: 'Obsoleto',
    rssFeed: 'Feed RSS',
    updateFilters: 'Filtros',
    pageNotFound: 'Página no encontrada',
    pageNotFoundText: 'La página que buscas no existe o se ha movido.',
    goHome: 'Ir a la página de inicio',
    lastModified: 'Última modificación el {date}',
    relatedTopics: 'Temas relacionados',
    chooseView: 'Elegir una vista',
  },
  zh: {
    ...MERMAID_STRINGS.zh,
    onThisPage: '本页内容',
    search: '搜索...',
    searchDocs: '搜索文档',
    searchResults: '搜索结果',
    searching: '正在搜索…',
    noResults: '没有找到“{q}”的结果',
    results: '{n} 个结果',
    oneResult: '1 个结果',
    searchUnavailable: '此站点副本不支持搜索。',
    previous: '上一页',
    next: '下一页',
    pagination: '分页',
    breadcrumb: '面包屑导航',
    skipToContent: '跳到正文',
    openNav: '打开导航',
    closeNav: '关闭导航',
    themeToggle: '切换浅色和深色模式',
    dismissBanner: '关闭横幅',
    deprecated: '已弃用',
    rssFeed: 'RSS 订阅',
    updateFilters: '筛选',
    pageNotFound: '页面未找到',
    pageNotFoundText: '您要查找的页面不存在或已被移动。',
    goHome: '返回首页',
    lastModified: '最后修改于 {date}',
    relatedTopics: '相关主题',
    chooseView: '选择视图',
  },
  de: {
    ...MERMAID_STRINGS.de,
    onThisPage: 'Auf dieser Seite',
    search: 'Suchen...',
    searchDocs: 'Dokumentation durchsuchen',
    searchResults: 'Suchergebnisse',
    searching: 'Suche läuft…',
    noResults: 'Keine Ergebnisse für „{q}“',
    results: '{n} Ergebnisse',
    oneResult: '1 Ergebnis',
    searchUnavailable: 'Die Suche ist in dieser Kopie der Website nicht verfügbar.',
    previous: 'Zurück',
    next: 'Weiter',
    pagination: 'Seitennavigation',
    breadcrumb: 'Brotkrumennavigation',
    skipToContent: 'Zum Inhalt springen',
    openNav: 'Navigation öffnen',
    closeNav: 'Navigation schließen',
    themeToggle: 'Zwischen hellem und dunklem Modus wechseln',
    dismissBanner: 'Banner schließen',
    deprecated: 'Veraltet',
    rssFeed: 'RSS-Feed',
    updateFilters: 'Filter',
    pageNotFound: 'Seite nicht gefunden',
    pageNotFoundText: 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
    goHome: 'Zur Startseite',
    lastModified: 'Zuletzt geändert am {date}',
    relatedTopics: 'Verwandte Themen',
    chooseView: 'Ansicht wählen',
  },
  ja: {
    ...MERMAID_STRINGS.ja,
    onThisPage: 'このページの内容',
    search: '検索...',
    searchDocs: 'ドキュメントを検索',
    searchResults: '検索結果',
    searching: '検索中…',
    noResults: '「{q}」に一致する結果はありません',
    results: '{n} 件の結果',
    oneResult: '1 件の結果',
    searchUnavailable: 'このサイトのコピーでは検索を利用できません。',
    previous: '前へ',
    next: '次へ',
    pagination: 'ページ送り',
    breadcrumb: 'パンくずリスト',
    skipToContent: 'コンテンツへスキップ',
    openNav: 'ナビゲーションを開く',
    closeNav: 'ナビゲーションを閉じる',
    themeToggle: 'ライトモードとダークモードを切り替える',
    dismissBanner: 'バナーを閉じる',
    deprecated: '非推奨',
    rssFeed: 'RSS フィード',
    updateFilters: 'フィルター',
    pageNotFound: 'ページが見つかりません',
    pageNotFoundText: 'お探しのページは存在しないか、移動しました。',
    goHome: 'ホームページへ移動',
    lastModified: '最終更新日: {date}',
    relatedTopics: '関連トピック',
    chooseView: 'ビューを選択',
  },
  pt: {
    ...MERMAID_STRINGS.pt,
    onThisPage: 'Nesta página',
    search: 'Pesquisar...',
    searchDocs: 'Pesquisar na documentação',
    searchResults: 'Resultados da pesquisa',
    searching: 'Pesquisando…',
    noResults: 'Nenhum resultado para “{q}”',
    results: '{n} resultados',
    oneResult: '1 resultado',
    searchUnavailable: 'A pesquisa não está disponível nesta cópia do site.',
    previous: 'Anterior',
    next: 'Próximo',
    pagination: 'Paginação',
    breadcrumb: 'Trilha de navegação',
    skipToContent: 'Pular para o conteúdo',
    openNav: 'Abrir navegação',
    closeNav: 'Fechar navegação',
    themeToggle: 'Alternar entre modo claro e escuro',
    dismissBanner: 'Fechar aviso',
    deprecated: 'Obsoleto',
    rssFeed: 'Feed RSS',
    updateFilters: 'Filtros',
    pageNotFound: 'Página não encontrada',
    pageNotFoundText: 'A página que você procura não existe ou foi movida.',
    goHome: 'Ir para a página inicial',
    lastModified: 'Última modificação em {date}',
    relatedTopics: 'Tópicos relacionados',
    chooseView: 'Escolher uma visualização',
  },
};

/**
 * A BCP 47 tag (`fr`, `fr-CA`, `zh-Hans`; docs.json's own `cn`/`jp` are mapped by nav's languageTag before
 * they reach the layout) -> its table; Traditional Chinese and unknown languages get English.
 */
export function uiStrings(lang: string | undefined): UiStrings {
  const tag = (lang ?? 'en').toLowerCase();
  const [primary = 'en', ...rest] = tag.split('-');
  // The only Chinese table is Simplified: Traditional readers are better served by English than by a mix.
  if (primary === 'zh' && rest.some((p) => p === 'hant' || p === 'tw' || p === 'hk' || p === 'mo')) return en;
  return TABLES[primary] ?? en;
}
