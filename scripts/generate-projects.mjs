// Writes content/wp/projects.json: the demo projects of the map, in English and Dutch.
// Deterministic: the same lists give the same file, so the output is committed and re-running
// the script shows changes as a diff. Usage: node scripts/generate-projects.mjs
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

const output = fileURLToPath(new URL('../content/wp/projects.json', import.meta.url));

/**
 * Saline-affected places (deltas, coasts, arid irrigation areas), one a line: slug | English name |
 * Dutch name | longitude | latitude | crop (en | nl) | water (en | nl). Crop and water make the
 * texts specific; the name is the action-area term the project pages list.
 */
const regions = [
  'texel | Texel, the Netherlands | Texel, Nederland | 4.8 | 53.08 | potatoes | aardappelen | the Wadden Sea | de Waddenzee',
  'groningen-coast | Uithuizen, Groningen, the Netherlands | Uithuizen, Groningen, Nederland | 6.6 | 53.42 | seed potatoes | pootaardappelen | the Wadden Sea | de Waddenzee',
  'schouwen | Schouwen-Duiveland, the Netherlands | Schouwen-Duiveland, Nederland | 3.92 | 51.7 | onions | uien | the Oosterschelde | de Oosterschelde',
  'nile-delta-north | Damietta, Nile Delta, Egypt | Damietta, Nijldelta, Egypte | 31.4 | 31.35 | wheat | tarwe | the Nile | de Nijl',
  'mekong-ben-tre | Ben Tre, Mekong Delta, Vietnam | Ben Tre, Mekongdelta, Vietnam | 106.38 | 10.24 | coconut and rice | kokos en rijst | the Mekong | de Mekong',
  'khulna | Khulna, Bangladesh | Khulna, Bangladesh | 89.55 | 22.8 | rice | rijst | the Ganges tidal rivers | de getijderivieren van de Ganges',
  'satkhira | Satkhira, Bangladesh | Satkhira, Bangladesh | 89.07 | 22.35 | sunflower | zonnebloem | the Sundarbans creeks | de kreken van de Sundarbans',
  'indus-delta | Thatta, Indus Delta, Pakistan | Thatta, Indusdelta, Pakistan | 67.7 | 24.25 | rice | rijst | the Indus | de Indus',
  'punjab-rechna | Faisalabad, Punjab, Pakistan | Faisalabad, Punjab, Pakistan | 73.1 | 31.6 | cotton and wheat | katoen en tarwe | the canal system | het kanalenstelsel',
  'gujarat-coast | Porbandar, Gujarat, India | Porbandar, Gujarat, India | 70.2 | 21.7 | groundnut | pinda | coastal aquifers | kustaquifers',
  'cauvery-delta | Thanjavur, Cauvery Delta, India | Thanjavur, Cauverydelta, India | 79.7 | 10.9 | rice | rijst | the Cauvery | de Cauvery',
  'sundarbans-india | Gosaba, Sundarbans, India | Gosaba, Sundarbans, India | 88.65 | 22.1 | rice | rijst | tidal creeks | getijdekreken',
  'ayeyarwady | Bogale, Ayeyarwady Delta, Myanmar | Bogale, Ayeyarwadydelta, Myanmar | 95.2 | 16.3 | rice | rijst | the Ayeyarwady | de Ayeyarwady',
  'red-river-delta | Thai Binh, Red River Delta, Vietnam | Thai Binh, Rode Rivierdelta, Vietnam | 106.4 | 20.35 | vegetables | groenten | the Red River | de Rode Rivier',
  'khorat | Khon Kaen, Khorat Plateau, Thailand | Khon Kaen, Khoratplateau, Thailand | 102.6 | 15.6 | cassava | cassave | rock-salt groundwater | zouthoudend grondwater',
  'yellow-river-delta | Dongying, Yellow River Delta, China | Dongying, Gele Rivierdelta, China | 118.7 | 37.6 | cotton | katoen | the Yellow River | de Gele Rivier',
  'jiangsu-coast | Dongtai, Jiangsu, China | Dongtai, Jiangsu, China | 120.6 | 33.3 | barley | gerst | reclaimed tidal flats | ingepolderde wadplaten',
  'karakalpakstan | Nukus, Karakalpakstan, Uzbekistan | Nukus, Karakalpakstan, Oezbekistan | 59.6 | 42.5 | cotton | katoen | the Amu Darya | de Amu Darja',
  'fergana | Andijan, Fergana Valley, Uzbekistan | Andijan, Ferganavallei, Oezbekistan | 71.8 | 40.5 | wheat | tarwe | the Syr Darya | de Syr Darja',
  'khuzestan | Ahvaz, Khuzestan, Iran | Ahvaz, Khuzestan, Iran | 48.7 | 31.3 | date palms | dadelpalmen | the Karun | de Karun',
  'basra | Abu al-Khaseeb, Basra, Iraq | Abu al-Khaseeb, Basra, Irak | 47.9 | 30.6 | date palms | dadelpalmen | the Shatt al-Arab | de Shatt al-Arab',
  'batinah | Sohar, Al Batinah, Oman | Sohar, Al Batinah, Oman | 57.3 | 23.85 | fodder | voedergewassen | the coastal aquifer | de kustaquifer',
  'jordan-valley | Deir Alla, Jordan Valley, Jordan | Deir Alla, Jordaanvallei, Jordanië | 35.6 | 32.1 | tomatoes | tomaten | the King Abdullah Canal | het King Abdullahkanaal',
  'kairouan | Kairouan, Tunisia | Kairouan, Tunesië | 10.0 | 35.6 | olives | olijven | the Kairouan aquifer | de aquifer van Kairouan',
  'souss-massa | Biougra, Souss-Massa, Morocco | Biougra, Souss-Massa, Marokko | -9.5 | 30.1 | vegetables | groenten | the Souss aquifer | de Souss-aquifer',
  'senegal-delta | Ross Béthio, Senegal River Delta, Senegal | Ross Béthio, Senegaldelta, Senegal | -16.2 | 16.3 | rice | rijst | the Senegal River | de Senegalrivier',
  'gambia-river | Soma, The Gambia | Soma, Gambia | -15.7 | 13.35 | rice | rijst | the Gambia River | de Gambiarivier',
  'volta-delta | Anloga, Volta Delta, Ghana | Anloga, Voltadelta, Ghana | 0.6 | 5.85 | shallots | sjalotten | the Keta Lagoon | de Ketalagune',
  'awash | Amibara, Awash Valley, Ethiopia | Amibara, Awashvallei, Ethiopië | 40.3 | 9.3 | cotton | katoen | the Awash | de Awash',
  'limpopo | Chókwè, Limpopo Valley, Mozambique | Chókwè, Limpopovallei, Mozambique | 33.4 | -24.6 | maize | maïs | the Limpopo | de Limpopo',
  'murray-darling | Mildura, Murray–Darling Basin, Australia | Mildura, Murray-Darlingbekken, Australië | 142.2 | -34.2 | wine grapes | wijndruiven | the Murray | de Murray',
  'wheatbelt | Merredin, Wheatbelt, Australia | Merredin, Wheatbelt, Australië | 117.5 | -31.7 | wheat | tarwe | rising groundwater | stijgend grondwater',
  'central-valley | Firebaugh, San Joaquin Valley, United States | Firebaugh, San Joaquinvallei, Verenigde Staten | -120.4 | 36.6 | pistachios | pistachenoten | drainage water | drainagewater',
  'colorado-delta | Mexicali, Mexico | Mexicali, Mexico | -115.3 | 32.4 | alfalfa | luzerne | the Colorado | de Colorado',
  'piura | Piura, Peru | Piura, Peru | -80.6 | -5.2 | mangoes | mango’s | the Piura River | de Piura',
]
  .map((row) => row.split(' | '))
  .map(([slug, en, nl, longitude, latitude, cropEn, cropNl, waterEn, waterNl]) => ({
    slug,
    name: { en, nl },
    longitude: Number(longitude),
    latitude: Number(latitude),
    crop: { en: cropEn, nl: cropNl },
    water: { en: waterEn, nl: waterNl },
  }));

const sdgNames = {
  1: ['No poverty', 'Geen armoede'],
  2: ['Zero hunger', 'Geen honger'],
  4: ['Quality education', 'Kwaliteitsonderwijs'],
  5: ['Gender equality', 'Gendergelijkheid'],
  6: ['Clean water and sanitation', 'Schoon water en sanitair'],
  8: ['Decent work and economic growth', 'Eerlijk werk en economische groei'],
  12: ['Responsible consumption and production', 'Verantwoorde consumptie en productie'],
  13: ['Climate action', 'Klimaatactie'],
  14: ['Life below water', 'Leven in het water'],
  15: ['Life on land', 'Leven op het land'],
  17: ['Partnerships for the goals', 'Partnerschap om doelstellingen te bereiken'],
};

const focusAreas = {
  crops: ['fa-salt-tolerant-crops', 'Salt-tolerant crops', 'Zouttolerante gewassen'],
  water: ['fa-water-management', 'Water management', 'Waterbeheer'],
  soil: ['fa-soil-salinity', 'Soil salinity mapping', 'Bodemzoutkartering'],
  knowledge: ['fa-knowledge-sharing', 'Knowledge sharing', 'Kennisdeling'],
};

const functionTerms = {
  trials: ['fn-field-trials', 'Field trials', 'Veldproeven'],
  data: ['fn-data', 'Data and monitoring', 'Data en monitoring'],
  training: ['fn-training', 'Training and extension', 'Training en voorlichting'],
  policy: ['fn-policy-advice', 'Policy advice', 'Beleidsadvies'],
  events: ['fn-events', 'Events', 'Evenementen'],
};

/**
 * Kinds of project. The texts take the region's name (`{place}`), crop and water; `theme` puts
 * the project in the action areas (ochre) or with the International Secretariat (cyan).
 */
const topics = [
  {
    slug: { en: 'variety-trials', nl: 'rassenproeven' },
    title: { en: 'Trials with salt-tolerant {crop} in {place}', nl: 'Proeven met zouttolerante {crop} in {place}' },
    intro: {
      en: 'Farmers and researchers in {place} compare varieties of {crop} on plots with rising soil salinity.',
      nl: 'Boeren en onderzoekers in {place} vergelijken rassen van {crop} op percelen met toenemend zoutgehalte.',
    },
    body: {
      en: 'Each season, host farmers sow the most promising varieties side by side on plots where the salinity of the soil water ranges from fresh to brackish. Yield, quality and the salt content of the root zone are measured at fixed moments.|The results are discussed in the field with neighbouring farmers and seed companies, and the best performers are multiplied for the next season.',
      nl: 'Elk seizoen zaaien gastboeren de meest belovende rassen naast elkaar op percelen waar het bodemvocht varieert van zoet tot brak. Opbrengst, kwaliteit en het zoutgehalte in de wortelzone worden op vaste momenten gemeten.|De resultaten worden in het veld besproken met buurboeren en zaadbedrijven, en de beste rassen worden vermeerderd voor het volgende seizoen.',
    },
    focus: ['crops'],
    functions: ['trials', 'data'],
    sdgs: [2, 13],
    labels: ['knowledge-institute', 'private-sector', 'civil-society'],
    image: ['/media/saline-fields.svg', 'Trial plots with patches of salt crust', 'Proefveldjes met plekken zoutkorst'],
    theme: 'action-area',
  },
  {
    slug: { en: 'drip-irrigation', nl: 'druppelirrigatie' },
    title: { en: 'Drip irrigation for {crop} in {place}', nl: 'Druppelirrigatie voor {crop} in {place}' },
    intro: {
      en: 'Growers in {place} test whether drip lines keep the root zone of {crop} fresh enough with less water from {water}.',
      nl: 'Telers in {place} testen of druppelslangen de wortelzone van {crop} zoet genoeg houden met minder water uit {water}.',
    },
    body: {
      en: 'Drip lines deliver small amounts of water close to the plants, so that salts are pushed to the edge of the wetted zone instead of accumulating around the roots. The project compares drip with the usual furrow or basin irrigation on neighbouring fields.|Water meters and soil sensors record how much water is used and how salinity develops through the season.',
      nl: 'Druppelslangen geven kleine hoeveelheden water dicht bij de planten, zodat zouten naar de rand van de natte zone worden geduwd in plaats van zich rond de wortels op te hopen. Het project vergelijkt druppelirrigatie met de gebruikelijke vore- of bekkenirrigatie op naastgelegen velden.|Watermeters en bodemsensoren leggen vast hoeveel water er wordt gebruikt en hoe het zoutgehalte zich in het seizoen ontwikkelt.',
    },
    focus: ['water'],
    functions: ['trials', 'training'],
    sdgs: [2, 6],
    labels: ['government', 'private-sector'],
    image: [
      '/media/drip-irrigation.svg',
      'Drip lines along rows of young plants',
      'Druppelslangen langs rijen jonge planten',
    ],
    theme: 'action-area',
  },
  {
    slug: { en: 'salinity-map', nl: 'zoutkaart' },
    title: { en: 'A soil salinity map of {place}', nl: 'Een bodemzoutkaart van {place}' },
    intro: {
      en: 'A field-by-field map of soil salinity in {place}, made with farmers, so that crop and water choices can follow the soil.',
      nl: 'Een kaart per perceel van het zoutgehalte van de bodem in {place}, gemaakt met boeren, zodat gewas- en waterkeuzes de bodem kunnen volgen.',
    },
    body: {
      en: 'Teams measure the electrical conductivity of the soil with handheld sensors and take samples for the laboratory at fixed points. Satellite images fill in the picture between the measured fields.|The map is updated every year and shared with extension officers and the water authority, who use it to plan drainage and advice.',
      nl: 'Teams meten de elektrische geleidbaarheid van de bodem met handsensoren en nemen op vaste punten monsters voor het laboratorium. Satellietbeelden vullen het beeld tussen de gemeten percelen aan.|De kaart wordt elk jaar bijgewerkt en gedeeld met voorlichters en de waterbeheerder, die haar gebruiken om drainage en advies te plannen.',
    },
    focus: ['soil'],
    functions: ['data'],
    sdgs: [2, 15],
    labels: ['knowledge-institute', 'government'],
    image: [
      '/media/soil-measurement.svg',
      'A researcher measuring soil salinity with a probe',
      'Een onderzoeker meet het bodemzout met een sonde',
    ],
    theme: 'action-area',
  },
  {
    slug: { en: 'freshwater-storage', nl: 'zoetwateropslag' },
    title: { en: 'Storing fresh water underground in {place}', nl: 'Zoet water ondergronds opslaan in {place}' },
    intro: {
      en: 'In {place}, rainwater and river water from wet months are stored in the subsoil to irrigate {crop} in the dry season.',
      nl: 'In {place} wordt regen- en rivierwater uit natte maanden in de ondergrond opgeslagen om {crop} in het droge seizoen te beregenen.',
    },
    body: {
      en: 'Infiltration wells push fresh water into a sandy layer, where it floats on the heavier salt groundwater as a lens. In the dry season the same wells pump it back up for irrigation.|Monitoring wells around the site show how large the lens grows and how much of the stored water can be recovered.',
      nl: 'Infiltratieputten brengen zoet water in een zandlaag, waar het als een lens op het zwaardere zoute grondwater drijft. In het droge seizoen pompen dezelfde putten het weer op voor beregening.|Peilbuizen rond de locatie laten zien hoe groot de lens wordt en hoeveel van het opgeslagen water terug te winnen is.',
    },
    focus: ['water'],
    functions: ['trials', 'data'],
    sdgs: [6, 13],
    labels: ['government', 'knowledge-institute'],
    image: [
      '/media/freshwater-lens.svg',
      'Cross-section of a freshwater lens above salt groundwater',
      'Doorsnede van een zoetwaterlens boven zout grondwater',
    ],
    theme: 'action-area',
  },
  {
    slug: { en: 'farmer-field-school', nl: 'boerenveldschool' },
    title: { en: 'Farmer field school on saline soils in {place}', nl: 'Boerenveldschool over zilte grond in {place}' },
    intro: {
      en: 'Groups of farmers in {place} meet in the field every fortnight to learn how to grow {crop} on salinising land.',
      nl: 'Groepen boeren in {place} komen elke twee weken samen in het veld om te leren hoe je {crop} teelt op verziltende grond.',
    },
    body: {
      en: 'Each group manages a learning plot where they try out one change at a time: a different variety, mulch, raised beds or another irrigation moment. Facilitators trained by the network guide the sessions.|At the end of the season the groups present their results at an open field day for the wider village.',
      nl: 'Elke groep beheert een leerperceel waarop ze steeds één verandering uitproberen: een ander ras, mulch, verhoogde bedden of een ander beregeningsmoment. Door het netwerk opgeleide begeleiders leiden de bijeenkomsten.|Aan het eind van het seizoen presenteren de groepen hun resultaten op een open velddag voor het hele dorp.',
    },
    focus: ['knowledge', 'crops'],
    functions: ['training', 'events'],
    sdgs: [1, 2, 5],
    labels: ['civil-society'],
    image: [
      '/media/knowledge-sharing.svg',
      'Farmers gathered under an awning at a field day',
      'Boeren verzameld onder een luifel op een velddag',
    ],
    theme: 'action-area',
  },
  {
    slug: { en: 'saline-aquaculture', nl: 'zilte-aquacultuur' },
    title: {
      en: 'Fish, shrimp and crops on brackish land in {place}',
      nl: 'Vis, garnalen en gewassen op brakke grond in {place}',
    },
    intro: {
      en: 'Where land in {place} has become too salty for {crop} alone, families combine brackish ponds with salt-tolerant crops on the dykes.',
      nl: 'Waar de grond in {place} te zout is geworden voor alleen {crop}, combineren gezinnen brakke vijvers met zouttolerante gewassen op de dijkjes.',
    },
    body: {
      en: 'The ponds take in water from {water} in the salty season and hold rainwater in the wet season, so that the rotation follows the water instead of fighting it.|The project keeps records of costs, yields and water quality on pilot farms, and shares them with lenders and the local government.',
      nl: 'De vijvers nemen in het zoute seizoen water in uit {water} en houden in het natte seizoen regenwater vast, zodat de teelt het water volgt in plaats van ertegen te vechten.|Het project houdt op pilotbedrijven kosten, opbrengsten en waterkwaliteit bij en deelt die met kredietverstrekkers en de lokale overheid.',
    },
    focus: ['water', 'crops'],
    functions: ['trials'],
    sdgs: [2, 14],
    labels: ['civil-society', 'private-sector'],
    image: [
      '/media/rice-delta.svg',
      'Ponds and fields separated by low dykes',
      'Vijvers en akkers gescheiden door lage dijkjes',
    ],
    theme: 'action-area',
  },
  {
    slug: { en: 'halophyte-market', nl: 'zilte-groenten' },
    title: { en: 'Saline vegetables for the market in {place}', nl: 'Zilte groenten voor de markt in {place}' },
    intro: {
      en: 'Growers in {place} cultivate samphire and sea aster on land where {crop} no longer pays, and sell them to restaurants and shops.',
      nl: 'Telers in {place} kweken zeekraal en lamsoor op grond waar {crop} niet meer loont, en verkopen ze aan restaurants en winkels.',
    },
    body: {
      en: 'Salt-loving plants need brackish water, which the area has in abundance. The project helps growers with planting material, harvesting and cooling, and with agreements with buyers.|A shared label tells customers where the vegetables come from and why they are grown there.',
      nl: 'Zoutminnende planten hebben brak water nodig, en dat is er in overvloed. Het project helpt telers met plantmateriaal, oogsten en koelen, en met afspraken met afnemers.|Een gezamenlijk label vertelt klanten waar de groenten vandaan komen en waarom ze daar groeien.',
    },
    focus: ['crops'],
    functions: ['training'],
    sdgs: [8, 12],
    labels: ['private-sector'],
    image: ['/media/samphire.svg', 'Samphire growing on brackish land', 'Zeekraal op brakke grond'],
    theme: 'action-area',
  },
  {
    slug: { en: 'drainage-reuse', nl: 'hergebruik-drainagewater' },
    title: { en: 'Reusing drainage water in {place}', nl: 'Drainagewater hergebruiken in {place}' },
    intro: {
      en: 'Farms in {place} reuse their own drainage water on salt-tolerant crops, so that less salt reaches {water}.',
      nl: 'Boerderijen in {place} gebruiken hun eigen drainagewater opnieuw voor zouttolerante gewassen, zodat er minder zout in {water} terechtkomt.',
    },
    body: {
      en: 'Drainage water is collected in a basin and used in sequence: first on moderately tolerant crops, then on the most tolerant ones. What remains is far smaller in volume and easier to handle.|Measurements on the farms show the salt balance of each field, and the water authority uses them to set rules for discharge.',
      nl: 'Drainagewater wordt in een bassin opgevangen en na elkaar gebruikt: eerst voor matig tolerante gewassen, daarna voor de meest tolerante. Wat overblijft is veel kleiner in volume en makkelijker te verwerken.|Metingen op de bedrijven tonen de zoutbalans van elk perceel, en de waterbeheerder gebruikt ze om regels voor lozing op te stellen.',
    },
    focus: ['water', 'soil'],
    functions: ['trials', 'policy'],
    sdgs: [6, 12],
    labels: ['government', 'private-sector'],
    image: ['/media/water-lines.svg', 'Drainage ditches between fields', 'Drainagesloten tussen akkers'],
    theme: 'action-area',
  },
  {
    slug: { en: 'water-dialogue', nl: 'waterdialoog' },
    title: { en: 'Salinity and water dialogue for {place}', nl: 'Dialoog over zout en water voor {place}' },
    intro: {
      en: 'The International Secretariat brings together the authorities, farmers and researchers of {place} to agree on how water from {water} is shared as salinity rises.',
      nl: 'Het Internationaal secretariaat brengt de overheden, boeren en onderzoekers van {place} samen om afspraken te maken over de verdeling van water uit {water} nu het zoutgehalte stijgt.',
    },
    body: {
      en: 'A series of workshops builds a shared picture of where salt comes from and which measures help. Scenarios for the coming decades are discussed openly, including their costs.|The dialogue ends in a set of agreements that the partners present to the regional government.',
      nl: 'Een reeks workshops bouwt aan een gedeeld beeld van waar het zout vandaan komt en welke maatregelen helpen. Scenario’s voor de komende decennia worden open besproken, inclusief hun kosten.|De dialoog eindigt met een reeks afspraken die de partners aan de regionale overheid presenteren.',
    },
    focus: ['water', 'knowledge'],
    functions: ['policy', 'events'],
    sdgs: [6, 13, 17],
    labels: ['government', 'civil-society', 'knowledge-institute'],
    image: [
      '/media/world-network.svg',
      'A globe with field labs linked to the secretariat',
      'Een wereldbol met proeftuinen verbonden met het secretariaat',
    ],
    theme: 'international-secretariat',
  },
  {
    slug: { en: 'knowledge-exchange', nl: 'kennisuitwisseling' },
    title: {
      en: 'Knowledge exchange between {place} and the network',
      nl: 'Kennisuitwisseling tussen {place} en het netwerk',
    },
    intro: {
      en: 'Through the International Secretariat, farmers and researchers from {place} visit and host other field labs to share what works on salinising land.',
      nl: 'Via het Internationaal secretariaat bezoeken boeren en onderzoekers uit {place} andere proeftuinen en ontvangen ze zelf gasten, om te delen wat werkt op verziltende grond.',
    },
    body: {
      en: 'Exchange visits are planned around the growing season, so that guests see the crops in the field. Each visit ends with a short report in plain language.|The secretariat collects these reports in the network’s library and links them to the projects on this map.',
      nl: 'Uitwisselingsbezoeken worden rond het groeiseizoen gepland, zodat gasten de gewassen in het veld zien. Elk bezoek eindigt met een kort verslag in gewone taal.|Het secretariaat verzamelt deze verslagen in de bibliotheek van het netwerk en koppelt ze aan de projecten op deze kaart.',
    },
    focus: ['knowledge'],
    functions: ['events', 'training'],
    sdgs: [4, 17],
    labels: ['knowledge-institute', 'civil-society'],
    image: [
      '/media/publications.svg',
      'Reports and a magnifying glass on a table',
      'Rapporten en een vergrootglas op een tafel',
    ],
    theme: 'international-secretariat',
  },
];

/** Four projects per region, each of a different kind. */
const projectsPerRegion = 4;

/** A small deterministic generator (LCG), so the coordinates' spread is the same on every run. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function fill(template, region, language) {
  return template
    .replaceAll('{place}', region.name[language].split(',')[0])
    .replaceAll('{crop}', region.crop[language])
    .replaceAll('{water}', region.water[language]);
}

function term([id, en, nl], vocabulary, language) {
  return { Id: id, Name: language === 'en' ? en : nl, Vocabulary: vocabulary };
}

function sdgTerm(goal, language) {
  const [en, nl] = sdgNames[goal];
  return { Id: `sdg-${String(goal).padStart(2, '0')}`, Name: language === 'en' ? en : nl, Vocabulary: 'sdgs' };
}

const labels = {
  projects: { en: 'Projects', nl: 'Projecten' },
  projectsSlug: { en: 'projects', nl: 'projecten' },
  label: { en: 'Project', nl: 'Project' },
  about: { en: 'About the project', nl: 'Over het project' },
};

function projectPage({ region, topic, index, longitude, latitude, year }, language) {
  const slug = `projecten/${topic.slug[language]}-${region.slug}`;
  const title = fill(topic.title[language], region, language);
  const url = `/${language}/${slug}`;
  const paragraphs = fill(topic.body[language], region, language)
    .split('|')
    .map((text) => `<p>${text}</p>`)
    .join('');
  return {
    type: 'project',
    language,
    slug,
    title,
    template: 'none',
    pageKind: 'project',
    header: {
      kind: 'detail',
      label: labels.label[language],
      title,
      pageIntro: fill(topic.intro[language], region, language),
      image: { originalImageUrl: topic.image[0], altText: language === 'en' ? topic.image[1] : topic.image[2] },
      date: `${year}-${String((index % 12) + 1).padStart(2, '0')}-01`,
    },
    breadcrumbs: [
      { title: 'Home', url: `/${language}/` },
      { title: labels.projects[language], url: `/${language}/${labels.projectsSlug[language]}` },
      { title, url },
    ],
    blocks: [{ kind: 'textBlock', anchorTitle: 'the-project', title: labels.about[language], body: paragraphs }],
    taxonomyTerms: [
      ...topic.sdgs.map((goal) => sdgTerm(goal, language)),
      ...topic.focus.map((key) => term(focusAreas[key], 'focus-area', language)),
      ...topic.functions.map((key) => term(functionTerms[key], 'functions', language)),
      term([`aa-${region.slug}`, region.name.en, region.name.nl], 'action-area', language),
    ],
    lastUpdated: `2026-0${(index % 9) + 1}-15T09:00:00Z`,
    translationKey: `project-${topic.slug.en}-${region.slug}`,
    status: 'published',
    project: {
      longitude,
      latitude,
      theme: topic.theme,
      labels: topic.labels,
    },
  };
}

function buildProjects() {
  const random = seededRandom(20261123);
  const projects = [];
  regions.forEach((region, regionIndex) => {
    for (let k = 0; k < projectsPerRegion; k += 1) {
      const topic = topics[(regionIndex * 3 + k * 7) % topics.length];
      const index = projects.length;
      // Spread within about 60 km of the region's centre: close enough to cluster at zoom 4.
      const round = (value) => Math.round(value * 1000) / 1000;
      projects.push({
        region,
        topic,
        index,
        longitude: round(region.longitude + (random() - 0.5) * 1.1),
        latitude: round(region.latitude + (random() - 0.5) * 0.8),
        year: 2015 + Math.floor(random() * 11),
      });
    }
  });
  return projects;
}

const projects = buildProjects();
const contentPackage = {
  source: 'wp',
  pages: ['en', 'nl'].flatMap((language) => projects.map((project) => projectPage(project, language))),
};
// Formatted as the repository formats JSON, so that the committed file passes the lint check.
const formatted = await format(JSON.stringify(contentPackage), { ...(await resolveConfig(output)), filepath: output });
writeFileSync(output, formatted);
console.log(`wrote ${projects.length} projects in 2 languages to ${output}`);
