import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Icon } from '../../components/icon/icon';
import './online-status.css';

type Connectivity = 'unknown' | 'online' | 'offline';

// How long "You are online" stays after the connection returns; the offline notice stays
// until the connection is back.
const onlineNoticeMs = 6000;

/**
 * The online/offline notice ('You are online' / 'You are offline. Some features might be
 * unavailable'): follows the browser's online and offline events
 * and is announced politely. The live region is always in the page so that screen readers
 * notice when its text changes.
 */
export function OnlineStatus() {
  const { t } = useTranslation();
  const [connectivity, setConnectivity] = useState<Connectivity>('unknown');
  const [showOnline, setShowOnline] = useState(false);

  useEffect(() => {
    const goOffline = () => {
      setConnectivity('offline');
      setShowOnline(false);
    };
    const goOnline = () => {
      setConnectivity('online');
      setShowOnline(true);
    };
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    if (!navigator.onLine) goOffline();
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);

  useEffect(() => {
    if (!showOnline) return;
    const timer = window.setTimeout(() => setShowOnline(false), onlineNoticeMs);
    return () => window.clearTimeout(timer);
  }, [showOnline]);

  const visible = connectivity === 'offline' || (connectivity === 'online' && showOnline);
  return (
    <div className="online-status" role="status" aria-live="polite">
      {visible && (
        <p className={`online-status__notice online-status__notice--${connectivity}`}>
          <Icon name={connectivity === 'offline' ? 'offline' : 'online'} size={20} />
          {connectivity === 'offline' ? t('offline') : t('online')}
        </p>
      )}
    </div>
  );
}
