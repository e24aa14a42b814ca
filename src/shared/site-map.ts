/**
 * The site map of §2.1: every route with its Russian title, its children and its default
 * child. The route table (src/app/routes.tsx), the menus and the sitemap are built from it.
 */
import { DEFAULT_DOCUMENT_YEAR, DEFAULT_PASSPORT_YEAR, DOCUMENT_YEARS, PASSPORT_YEARS } from './site';

/** Which page component renders a node; nodes without one get the generic section or page. */
export type PageView =
  | 'home'
  | 'news'
  | 'gallery'
  | 'login'
  | 'text'
  | 'document-list'
  | 'document-single';

export interface SiteNode {
  /** Path segment relative to the parent. */
  path: string;
  /** Title of the page (the document <title>) and the label of its tab. */
  title: string;
  /** Heading of the page-title banner when it differs from the title. */
  heading?: string;
  /** Shorter label for a tab or side menu. */
  label?: string;
  /** The child an empty child path redirects to (§2.1 defaults). */
  defaultChild?: string;
  /** Title of the page shown at the section's own path, when it has one instead of a redirect. */
  indexTitle?: string;
  children?: SiteNode[];
  /** A document list: has a `{uuid}` detail route under it. */
  detail?: boolean;
  view?: PageView;
}

const yearTabs = (label: string): SiteNode[] =>
  DOCUMENT_YEARS.map((year) => ({
    path: String(year),
    title: `${label} за ${year} год`,
    label: String(year),
    detail: true,
    view: 'document-list' as const,
  }));

const list = (path: string, title: string, label?: string): SiteNode => ({
  path,
  title,
  ...(label ? { label } : {}),
  detail: true,
  view: 'document-list',
});

export const SITE_MAP: SiteNode[] = [
  { path: 'news', title: 'Новости', heading: 'Наши новости', view: 'news' },
  { path: 'gallery', title: 'Галерея', view: 'gallery' },
  { path: 'memory-dates', title: 'Памятные даты', view: 'text' },
  {
    path: 'child-support-fund',
    title: 'Информационные материалы Фонда поддержки детей, находящихся в трудной жизненной ситуации',
    label: 'Фонд поддержки детей',
    view: 'text',
  },
  { path: 'contacts', title: 'Контакты', view: 'text' },
  { path: 'hey-parents', title: 'Ау, Родители', view: 'text' },
  {
    path: 'towards-children',
    title: 'Органы государственной власти субъектов Российской Федерации — навстречу детям',
    label: 'Навстречу детям',
    view: 'text',
  },
  { path: 'information-security', title: 'Информационная безопасность', view: 'text' },
  { path: 'social-add', title: 'Социальная реклама', view: 'text' },
  { path: 'login', title: 'Вход', view: 'login' },
  {
    path: 'feedback',
    title: 'Обратная связь',
    defaultChild: 'faq',
    children: [
      { path: 'faq', title: 'Часто задаваемые вопросы', view: 'text' },
      { path: 'satisfaction-questionnaire', title: 'Анкета удовлетворённости качеством услуг', label: 'Анкета', view: 'text' },
      { path: 'ask', title: 'Задать вопрос', view: 'text' },
    ],
  },
  {
    path: 'about',
    title: 'О центре',
    defaultChild: 'description',
    children: [
      { path: 'description', title: 'Общая информация', view: 'text' },
      { path: 'structure', title: 'Структура учреждения', label: 'Структура', view: 'text' },
      { path: 'staff', title: 'Кадровый состав', view: 'text' },
      { path: 'activities', title: 'Направления деятельности', label: 'Деятельность', view: 'text' },
      { path: 'available', title: 'Свободные места', view: 'text' },
      { path: 'experience', title: 'Опыт работы', view: 'text' },
      { path: 'social-services', title: 'Социальные услуги', view: 'text' },
      { path: 'license', title: 'Лицензия', view: 'text' },
    ],
  },
  {
    path: 'documents',
    title: 'Документы',
    defaultChild: 'charter',
    children: [
      {
        path: 'charter',
        title: 'Устав',
        defaultChild: 'center-charter-doc',
        children: [
          { path: 'center-charter-doc', title: 'Устав центра', view: 'document-single' },
          { path: 'ogrn', title: 'Свидетельство ОГРН', label: 'ОГРН', view: 'text' },
          { path: 'charter-changes', title: 'Изменения в устав', view: 'document-single' },
        ],
      },
      {
        path: 'passport',
        title: 'Паспорт учреждения',
        label: 'Паспорт',
        defaultChild: `passport-${DEFAULT_PASSPORT_YEAR}`,
        children: PASSPORT_YEARS.map((year) => ({
          path: `passport-${year}`,
          title: `Паспорт учреждения ${year}`,
          label: String(year),
          view: 'document-single' as const,
        })),
      },
      { path: 'convention', title: 'Конвенция о правах ребёнка', view: 'text' },
      {
        path: 'strategy',
        title: 'Национальная стратегия действий в интересах детей на 2012–2017 годы',
        label: 'Национальная стратегия',
        view: 'text',
      },
      {
        path: 'protection',
        title: 'Положение о защите детей от информации, причиняющей вред их здоровью и развитию',
        label: 'Защита детей от информации',
        view: 'text',
      },
      list('assessment', 'Независимая оценка качества оказания услуг', 'Оценка качества'),
      { path: 'internal-rules', title: 'Правила внутреннего трудового распорядка', label: 'Правила распорядка', view: 'text' },
      { path: 'material-technical', title: 'Материально-техническое обеспечение', view: 'text' },
      { path: 'board-trustees', title: 'Попечительский совет', view: 'text' },
      list('inspection-reports', 'Отчёты о результатах проверок', 'Проверки'),
    ],
  },
  {
    path: 'statements',
    title: 'Отчёты',
    defaultChild: String(DEFAULT_DOCUMENT_YEAR),
    children: yearTabs('Отчёты'),
  },
  {
    path: 'planning',
    title: 'Планирование финансово-хозяйственной деятельности',
    label: 'Планирование',
    defaultChild: String(DEFAULT_DOCUMENT_YEAR),
    children: yearTabs('План финансово-хозяйственной деятельности'),
  },
  {
    path: 'support-foster',
    title: 'Служба сопровождения замещающих семей',
    label: 'Замещающим семьям',
    defaultChild: 'foster-common',
    children: [
      { path: 'foster-common', title: 'Общая информация', view: 'text' },
      list('foster-school', 'Школа приёмных родителей'),
      { path: 'foster-club', title: 'Клуб замещающих семей', view: 'text' },
      { path: 'foster-service', title: 'Служба сопровождения', view: 'text' },
    ],
  },
  {
    path: 'citizen-appeals',
    title: 'Обращения граждан',
    indexTitle: 'График приёма граждан',
    children: [
      list('analysis', 'Анализ обращений граждан', 'Анализ обращений'),
      { path: 'legal-basis', title: 'Нормативно-правовая база', view: 'text' },
      { path: 'rules', title: 'Порядок рассмотрения обращений', view: 'text' },
    ],
  },
  {
    path: 'methodical',
    title: 'Методическая работа',
    defaultChild: 'programm',
    children: [
      list('programm', 'Программы'),
      { path: 'social-technologies', title: 'Социальные технологии', view: 'text' },
      list('work', 'Методические разработки'),
    ],
  },
  {
    path: 'anti-corruption',
    title: 'Противодействие коррупции',
    defaultChild: 'memo',
    children: [
      list('memo', 'Памятки'),
      { path: 'day', title: 'Международный день борьбы с коррупцией', label: 'День борьбы с коррупцией', view: 'text' },
      list('booklets', 'Буклеты'),
    ],
  },
  {
    path: 'quality-assessment',
    title: 'Независимая оценка качества условий оказания услуг',
    label: 'Независимая оценка качества',
    defaultChild: 'results-2021',
    children: [
      list('results-2021', 'Результаты независимой оценки качества 2021', 'Результаты 2021'),
      list('plan-2021', 'План по устранению недостатков 2021', 'План 2021'),
      list('workplace-quality', 'Специальная оценка условий труда'),
      list('workplace-improvements', 'Мероприятия по улучшению условий труда'),
      list('nok-report', 'Отчёт о независимой оценке качества', 'Отчёт НОК'),
      list('memos', 'Памятки'),
    ],
  },
];

/** Every concrete path of the site map (sections, children and index pages), for menus and tests. */
export function allPaths(nodes: SiteNode[] = SITE_MAP, base = ''): string[] {
  return nodes.flatMap((node) => {
    const url = `${base}/${node.path}`;
    return [url, ...allPaths(node.children ?? [], url)];
  });
}

/** [from, to] of every default redirect. */
export function defaultRedirects(nodes: SiteNode[] = SITE_MAP, base = ''): Array<[string, string]> {
  return nodes.flatMap((node) => {
    const url = `${base}/${node.path}`;
    const own: Array<[string, string]> = node.defaultChild ? [[url, `${url}/${node.defaultChild}`]] : [];
    return [...own, ...defaultRedirects(node.children ?? [], url)];
  });
}
