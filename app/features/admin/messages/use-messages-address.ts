import { useNavigate, useParams, useSearchParams } from 'react-router';
import { adminMessagePath, adminSections } from '#shared/admin-sections.ts';
import { addressNumber } from '../kit/address-number.ts';

const pageParam = 'page';
const messagesPath = adminSections.messages.path;

/**
 * The inbox's place in the address: the page (`?page=2`) and the open message
 * (`/admin/messages/71`), so a message can be linked to and Back and Forward retrace the steps.
 */
export function useMessagesAddress() {
  const { messageId } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = addressNumber(params.get(pageParam)) ?? 1;
  const openId = addressNumber(messageId);

  function go(pathname: string, nextPage: number) {
    const search =
      nextPage > 1 ? `?${new URLSearchParams({ [pageParam]: String(nextPage) }).toString()}` : '';
    void navigate({ pathname, search }, { preventScrollReset: true });
  }

  return {
    page,
    openId,
    /** Another page closes the open message: it is not on that page. */
    setPage: (next: number) => go(messagesPath, next),
    toggle: (id: number) => go(openId === id ? messagesPath : adminMessagePath(id), page),
  };
}
