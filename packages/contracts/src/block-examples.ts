import type { BlockKind, BlockOfKind } from './blocks.ts';
import type { Image, Link } from './common.ts';

// One realistic, valid example per block kind: for renderer tests, previews and docs.
// Import it as `@zilt/contracts/block-examples`.

const fieldImage: Image = {
  originalImageUrl: '/media/salt-tolerant-potatoes-texel.jpg',
  altText: 'Salt-tolerant potatoes growing on a test field on Texel',
  source: 'Photo: Zilt Proefbedrijf',
  imageSizes: [
    { url: '/media/salt-tolerant-potatoes-texel-620.jpg', width: 620 },
    { url: '/media/salt-tolerant-potatoes-texel-1300.jpg', width: 1300, style: 'media' },
  ],
};

const aboutLink: Link = { kind: 'internal', url: '/en/about-us', title: 'About us' };
const reportLink: Link = {
  kind: 'external',
  url: 'https://example.org/reports/saline-agriculture-2024.pdf',
  title: 'Read the report',
  target: '_blank',
  isLinkExternal: true,
};

const contactPerson = {
  personName: 'Marieke de Vries',
  personFunction: 'Programme coordinator',
  personEmail: 'marieke@example.org',
  personPhone: '+31 6 1234 5678',
  personWebsite: 'https://example.org',
  personFacebook: '',
  personLinkedIn: 'https://www.linkedin.com/in/example',
  personInstagram: '',
  personTwitter: '',
  hasPersonName: true,
  hasPersonFunction: true,
  hasPersonEmail: true,
  hasPersonPhone: true,
  hasPersonWebsite: false,
  hasPersonFacebook: false,
  hasPersonLinkedIn: true,
  hasPersonInstagram: false,
  hasPersonTwitter: false,
  hasPersonWhatsApp: true,
};

export const blockExamples: { [K in BlockKind]: BlockOfKind<K> } = {
  contactBlock: {
    kind: 'contactBlock',
    anchorTitle: 'contact',
    title: 'Questions about saline farming?',
    image: fieldImage,
    ...contactPerson,
  },
  contactGridBlock: {
    kind: 'contactGridBlock',
    title: 'Our regional contacts',
    items: [
      contactPerson,
      { ...contactPerson, personName: 'Jan Bakker', personPhone: '020 123 4567', hasPersonWhatsApp: false },
    ],
  },
  ctaWithBgColourBlock: {
    kind: 'ctaWithBgColourBlock',
    title: 'Join the saline agriculture programme',
    intro: 'Farmers, researchers and water boards work together on salt-tolerant crops.',
    image: fieldImage,
    showPrimary: true,
    primaryAction: { url: '/en/join', title: 'Join us' },
    showBgColour: true,
    bgColour: 'darkblue',
    displayOption: 'full-width',
    inViewThreshold: 0.75,
  },
  downloadBlock: {
    kind: 'downloadBlock',
    title: 'Downloads',
    items: [
      {
        key: 'annual-report-2024',
        title: 'Annual report 2024',
        text: 'Results of five years of field trials.',
        fileUrl: '/files/annual-report-2024.pdf',
        fileName: 'annual-report-2024.pdf',
      },
    ],
  },
  linkListBlock: {
    kind: 'linkListBlock',
    title: 'Further reading',
    items: [
      {
        key: 'research',
        link: { url: '/en/research', title: 'Research' },
        subTitle: 'Field trials and publications',
        items: [
          {
            key: 'potatoes',
            link: { url: '/en/research/potatoes', title: 'Potatoes' },
            subTitle: 'Salt-tolerant varieties',
          },
        ],
      },
    ],
  },
  logoWallBlock: {
    kind: 'logoWallBlock',
    title: 'Partners',
    items: [
      {
        name: 'Food partnership',
        logo: { originalImageUrl: '/media/logos/food-partnership.svg', altText: 'Food partnership' },
        link: reportLink,
      },
      {
        name: 'Water partnership',
        logo: { originalImageUrl: '/media/logos/water-partnership.svg', altText: 'Water partnership' },
      },
    ],
  },
  mediaBlock: {
    kind: 'mediaBlock',
    item: {
      type: 'video',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      caption: 'Harvest on Texel',
      source: 'Zilt',
    },
  },
  galleryBlock: {
    kind: 'galleryBlock',
    title: 'Field day 2024',
    items: [
      { type: 'image', image: fieldImage, caption: 'Test plots', source: 'Zilt' },
      { type: 'video', url: 'https://vimeo.com/76979871', caption: 'Drone flight over the plots' },
    ],
  },
  expandableBlock: {
    kind: 'expandableBlock',
    title: 'Frequently asked questions',
    expandableItems: [
      {
        title: 'Which crops tolerate salt?',
        description: 'Short answer',
        body: '<p>Potatoes, carrots and sea aster, among others.</p>',
        isOpen: true,
        nestedBlocks: [
          { kind: 'textNested', body: '<p>Tolerance differs per variety.</p>' },
          {
            kind: 'quoteNested',
            text: 'Salt is not the enemy.',
            author: 'A. Farmer',
            authorDescription: 'Grower on Texel',
          },
          { kind: 'mediaNested', type: 'image', image: fieldImage, caption: 'Trial field', source: 'Zilt' },
          {
            kind: 'linkListNested',
            items: [{ key: 'varieties', link: { url: '/en/varieties', title: 'Varieties' }, subTitle: '' }],
          },
        ],
      },
    ],
  },
  readMoreBlock: {
    kind: 'readMoreBlock',
    title: 'The story of the programme',
    openLabel: 'Read more',
    closeLabel: 'Read less',
    nestedBlocks: [
      { kind: 'textNested', index: 0, body: '<p>It started with one field.</p>' },
      {
        kind: 'quoteNested',
        index: 1,
        text: 'We learned by doing.',
        author: 'B. Jansen',
        authorDescription: 'Researcher',
      },
    ],
  },
  factsAndFiguresBlock: {
    kind: 'factsAndFiguresBlock',
    title: 'In numbers',
    items: [
      { key: 'projects', value: '140', description: 'projects worldwide' },
      { key: 'countries', value: '32', description: 'countries' },
    ],
  },
  featuredContentBlock: {
    kind: 'featuredContentBlock',
    title: 'Salt farm Texel',
    intro: 'Where the first trials took place.',
    image: fieldImage,
    showPrimary: true,
    primaryAction: aboutLink,
    imageDirection: 'right',
  },
  formstackBlock: { kind: 'formstackBlock', title: 'Sign up for the field day', formId: '5012345' },
  hubspotBlock: {
    kind: 'hubspotBlock',
    title: 'Newsletter',
    inputfields: { portalID: '1234567', formID: '9f1c2d3e-1111-2222-3333-444455556666' },
  },
  linkGridBlock: {
    kind: 'linkGridBlock',
    title: 'What we do',
    variant: 'icon',
    items: [
      {
        title: 'Innovate',
        intro: 'New crops and techniques',
        icon: '1',
        link: { url: '/en/innovate', title: 'Innovate' },
      },
      { title: 'Lead', label: 'Network', icon: 'icon2' },
    ],
  },
  iframeBlock: {
    kind: 'iframeBlock',
    title: 'Salinity dashboard',
    url: 'https://example.org/dashboard',
    height: 600,
    useCookieBar: true,
    iframeTitle: 'Salinity dashboard',
  },
  imageTextBlock: {
    kind: 'imageTextBlock',
    title: 'Why saline agriculture',
    image: fieldImage,
    imageDirection: 'left',
    body: '<p>Rising sea levels bring salt water inland.</p>',
  },
  quoteBlock: {
    kind: 'quoteBlock',
    text: 'Working with salt instead of against it opens new markets.',
    author: 'Marieke de Vries',
    authorDescription: 'Programme coordinator',
    image: fieldImage,
  },
  recentNewsBlock: {
    kind: 'recentNewsBlock',
    title: 'Recent news',
    items: [
      {
        title: 'First harvest of salt-tolerant carrots',
        intro: 'The trial exceeded expectations.',
        image: fieldImage,
        imageSources: [{ media: '(max-width: 767px)', srcSet: '/media/carrots-180.jpg 180w' }],
        link: { url: '/en/news/first-harvest', title: 'First harvest of salt-tolerant carrots' },
        date: '2025-03-14',
      },
    ],
  },
  tableBlock: {
    kind: 'tableBlock',
    caption: 'Yield per variety',
    value: [
      ['Variety', 'Yield (t/ha)'],
      ['Met', '45'],
      ['Achilles', '38'],
    ],
  },
  teamBlock: {
    kind: 'teamBlock',
    title: 'The team',
    members: [
      { name: 'Marieke de Vries', function: 'Programme coordinator', image: fieldImage, email: 'marieke@example.org' },
      { name: 'Jan Bakker' },
    ],
  },
  textBlock: { kind: 'textBlock', anchorTitle: 'introduction', body: '<p>Welcome to <strong>Zilt</strong>.</p>' },
  htmlBlock: {
    kind: 'htmlBlock',
    title: 'Widget',
    content: '<div id="widget"></div><script src="/widgets/weather.js"></script>',
  },
  cookieBlock: {
    kind: 'cookieBlock',
    title: 'Cookie settings',
    intro: 'Change your choice at any time.',
    showPrimary: true,
    primaryAction: { url: '', title: 'Change cookie settings' },
  },
  multiscreenBlock: {
    kind: 'multiscreenBlock',
    desktop: [{ kind: 'textBlock', body: '<p>Wide screen text.</p>' }],
    mobile: [{ kind: 'textBlock', body: '<p>Small screen text.</p>' }],
  },
  abTestBlock: {
    kind: 'abTestBlock',
    blocks: [
      { abTestId: 'heroTestA', block: { kind: 'textBlock', body: '<p>Variant A</p>' } },
      {
        abTestId: 'heroTestB',
        block: { kind: 'quoteBlock', text: 'Variant B', author: 'Zilt', authorDescription: '' },
      },
    ],
  },
  mapBlock: { kind: 'mapBlock', title: 'Projects worldwide', theme: 'action-area', height: 600 },
};
