import { Icon } from '../icon/icon';
import './consent-prompt.css';

interface ConsentPromptProps {
  text: string;
  buttonLabel: string;
  onAccept: () => void;
  /** A play symbol above the text, for videos. */
  video?: boolean;
}

/**
 * Stands in for a video or an external page until the `video-cookies` cookie is `yes`;
 * accepting here sets it.
 */
export function ConsentPrompt({ text, buttonLabel, onAccept, video }: ConsentPromptProps) {
  return (
    <div className="consent-prompt" data-consent-prompt="">
      {video ? <Icon name="play" size={28} className="consent-prompt__play" /> : null}
      <p className="consent-prompt__text">{text}</p>
      <button type="button" className="consent-prompt__button" onClick={onAccept}>
        {buttonLabel}
      </button>
    </div>
  );
}
