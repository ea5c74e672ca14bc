import { useNavigate } from 'react-router';
import type { ModalProps } from '@/lib/modals/modal-props';
import { allowLeaving } from '../leave-guard';
import { QuitPrompt } from './quit-prompt';

const isAbsoluteUrl = (target: string) => /^[a-z][a-z\d+.-]*:\/\//i.test(target);

export default function NavigationPreventionModal({ data, onClose }: ModalProps<'navigation-prevention'>) {
  const navigate = useNavigate();

  const leave = () => {
    const target = data?.target;
    onClose();
    allowLeaving();
    if (target === 'back') navigate(-1);
    else if (target && isAbsoluteUrl(target)) window.location.assign(target);
    else navigate(target || '/');
  };

  return <QuitPrompt kind="navigationPrevention" timed={data?.timed ?? true} onClose={onClose} onLeave={leave} />;
}
