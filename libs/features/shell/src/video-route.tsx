import { useNavigate, useParams } from 'react-router';
import { VideoModal } from './video-modal';

/** The `video/:id` child route: the video modal over its parent page; closing returns to it. */
export function VideoRoute() {
  const { id } = useParams();
  const navigate = useNavigate();
  if (!id) return null;
  return <VideoModal videoId={id} onClose={() => void navigate('..', { relative: 'path' })} />;
}
