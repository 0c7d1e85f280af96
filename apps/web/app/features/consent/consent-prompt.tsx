import './consent-prompt.css';

interface ConsentPromptProps {
  text: string;
  buttonLabel: string;
  onAccept: () => void;
}

/** Stands in for a video or an external page until the visitor accepts video cookies (spec §4). */
export function ConsentPrompt({ text, buttonLabel, onAccept }: ConsentPromptProps) {
  return (
    <div className="consent-prompt" data-consent-prompt="">
      <p className="consent-prompt__text">{text}</p>
      <button type="button" className="consent-prompt__button" onClick={onAccept}>
        {buttonLabel}
      </button>
    </div>
  );
}
