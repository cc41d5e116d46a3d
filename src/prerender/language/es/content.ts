/**
 * The Spanish texts of the long content's pages: the blog (index, article,
 * cards, category filter) and the town pages. The articles and the town
 * guides themselves are sibling files (src/data/blog/articles.es.ts,
 * src/domain/town-content.es.ts).
 */
import type { Catalogue } from '../catalogue.ts'

export default {
  texts: {
    // The blog categories (src/domain/clinic.ts BLOG_CATEGORIES): an
    // article's category is compared only with these same strings (the
    // filter, related articles), so translating every one of them alike
    // keeps the logic and shows Spanish on the cards, the filter and the
    // article page.
    'Child Health': 'Salud infantil',
    'Urgent Care Guide': 'Guía de atención de urgencia',
    'Insurance & Costs': 'Seguros y costos',
    'Seasonal Health': 'Salud según la temporada',
    Prevention: 'Prevención',
    'Common Conditions': 'Enfermedades comunes',

    // src/app/pages/blog.tsx
    'Health & Urgent Care Blog': 'Blog de salud y atención de urgencia',
    'Guides for parents on urgent care or the emergency room, fever in children, and urgent care costs and insurance in Western Kentucky.':
      'Guías para padres sobre la atención de urgencia o la sala de emergencias, la fiebre en los niños, y los costos de la atención de urgencia y los seguros en el oeste de Kentucky.',
    '{0} Blog': 'Blog de {0}',
    'Plain-language guides for parents and caregivers: when to choose urgent care, how to handle a fever, and what care costs. For general information only; in an emergency, call 911.':
      'Guías en palabras sencillas para padres y cuidadores: cuándo elegir atención de urgencia, qué hacer cuando hay fiebre y cuánto cuesta la atención. Solo para información general; en una emergencia, llame al 911.',
    '1 article shown': '1 artículo en la lista',
    '{0} articles shown': '{0} artículos en la lista',
    'No articles found in this category.':
      'No hay artículos en esta categoría.',
    'Article Not Found': 'Artículo no encontrado',
    'This article does not exist.': 'Este artículo no existe.',
    "We couldn't find that article. It may have moved.":
      'No encontramos ese artículo. Es posible que haya cambiado de lugar.',
    'Return to Blog': 'Volver al blog',
    'Back to Blog': 'Volver al blog',
    'min read': 'min de lectura',
    Tags: 'Etiquetas',
    'Related Articles': 'Artículos relacionados',

    // src/features/blog
    By: 'Por',
    'Read More': 'Leer más',
    'All Articles': 'Todos los artículos',
    'Filter articles by category': 'Filtrar artículos por categoría',

    // src/app/pages/town.tsx
    'No clinics found for this location':
      'No se encontraron clínicas para este lugar',
    'Failed to load town data': 'No se pudieron cargar los datos de la ciudad',
    'The town you are looking for does not exist.':
      'La ciudad que busca no existe.',
    'Town Not Found': 'Ciudad no encontrada',
    'Loading...': 'Cargando...',
    'Urgent Care in': 'Atención de urgencia en',
    'About Pediatric Urgent Care in':
      'Sobre la atención de urgencia pediátrica en',
    'Nearest Clinics to': 'Clínicas más cercanas a',
    'No clinic is listed within':
      'No hay ninguna clínica registrada a menos de',
    'miles of': 'millas de',
    Within: 'A menos de',
    'miles of the town centre, nearest first.':
      'millas del centro de la ciudad, de la más cercana a la más lejana.',
    'Clinics in': 'Clínicas en',
    'No clinics found in this town.':
      'No se encontraron clínicas en esta ciudad.',
    'Emergency rooms near {0}': 'Salas de emergencias cerca de {0}',
    'The nearest within {0} miles; distances from the town centre.':
      'Las más cercanas a menos de {0} millas; distancias desde el centro de la ciudad.',
    'Frequently Asked Questions - {0}': 'Preguntas frecuentes - {0}',

    // src/features/town
    'Kentucky Urgent Care': 'Atención de urgencia en Kentucky',
    Home: 'Inicio',
    'Back to Home': 'Volver al inicio',
  },
  inFile: {
    // The breadcrumb's 'Atención de urgencia en Kentucky' (town and clinic
    // pages, links and BreadcrumbList) leads to the Spanish home's city grid.
    'src/features/town/town-head.ts': {
      '/#browse-cities': '/es/#browse-cities',
    },
  },
  notText: {
    // 'All': the category filter's value (compared, the initial state);
    // the button reads 'All Articles'.
    'src/app/pages/blog.tsx': ['All'],
    'src/features/blog/category-filter.tsx': ['All'],
    // 'es-US': the locale of the Spanish date (the patch below).
    'src/features/blog/blog-rules.ts': ['All', 'es-US'],
  },
  patches: {
    // A town's own description is stored data, in English (the Spanish
    // intro is used when there is none): read as English.
    'src/app/pages/town.tsx': [
      [
        '<p className="mt-2 leading-relaxed text-slate-800">\n        {town.description ??',
        '<p className="mt-2 leading-relaxed text-slate-800" lang={town.description ? \'en\' : undefined}>\n        {town.description ??',
      ],
    ],
    // '15 de septiembre de 2025' (the English 'September 15, 2025').
    'src/features/blog/blog-rules.ts': [
      [
        'return `${month} ${Number(m[3])}, ${m[1]}`',
        "return new Intl.DateTimeFormat('es-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))",
      ],
    ],
    // One sentence per count, so that the noun and 'shown' agree in
    // Spanish ('1 artículo en la lista', '3 artículos en la lista'); the
    // 'article' of ogType stays.
    'src/app/pages/blog.tsx': [
      [
        "{shown.length} {shown.length === 1 ? 'article' : 'articles'} shown",
        "{shown.length === 1 ? '1 article shown' : `${shown.length} articles shown`}",
      ],
    ],
  },
} satisfies Catalogue
