import { useLocation, useNavigate, useParams } from 'react-router';
import { VideoModal } from './video-modal';

/** The `video/:id` child route: the video modal over its parent page; closing returns to it. */
export function VideoRoute() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  if (!id) return null;
  // Back to the parent route, with its query (spec 1: a sub-view closes back to its parent and
  // keeps the query): by path, '..' left `…/video`, an address with no page.
  return <VideoModal videoId={id} onClose={() => void navigate({ pathname: '..', search })} />;
}
