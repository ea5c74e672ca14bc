import type { ModalDataMap, ModalId } from './modal-slice';

/** Props the modal host gives the component registered for a modal id. */
export interface ModalProps<K extends ModalId> {
  data: ModalDataMap[K];
  onClose: () => void;
}
