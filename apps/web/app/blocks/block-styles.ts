// Every block's stylesheet, loaded with the page rather than with the block's script chunk:
// block scripts load on demand, but their styles must be in the server HTML, so pages look
// right before (and without) JavaScript. Adding a block folder means adding its CSS here
// (block-styles.test.ts checks that none is missing).
import './contact-block/contact-block.css';
import './contact-grid-block/contact-grid-block.css';
import './cookie-block/cookie-block.css';
import './cta-with-bg-colour-block/cta-with-bg-colour-block.css';
import './download-block/download-block.css';
import './expandable-block/expandable-block.css';
import './expandable-block/nested-part.css';
import './facts-and-figures-block/facts-and-figures-block.css';
import './featured-content-block/featured-content-block.css';
import './formstack-block/formstack-block.css';
import './gallery-block/gallery-block.css';
import './html-block/html-block.css';
import './iframe-block/iframe-block.css';
import './image-text-block/image-text-block.css';
import './link-grid-block/link-grid-block.css';
import './link-list-block/link-list-block.css';
import './map-block/project-map.css';
import './logo-wall-block/logo-wall-block.css';
import './media-block/media-block.css';
import './media-block/video-player.css';
import './multiscreen-block/multiscreen-block.css';
import './quote-block/quote-block.css';
import './read-more-block/read-more-block.css';
import './recent-news-block/recent-news-block.css';
import './table-block/table-block.css';
import './team-block/team-block.css';
import './text-block/text-block.css';
import '../components/block-actions/block-actions.css';
import '../components/responsive-image/responsive-image.css';
import '../components/rich-text/rich-text.css';
import '../components/consent-prompt/consent-prompt.css';
import '../components/form-field/form-field.css';
