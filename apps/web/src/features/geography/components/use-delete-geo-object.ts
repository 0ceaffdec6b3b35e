import type { GeoObject } from '@cargo/domain';
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { useNotify } from '../../../shared/ui';
import { useDeleteGeoObject } from '../api/delete-geo-object';

/**
 * Delete after a confirmation. A refusal (an object with child objects, stations, ports,
 * airports or hubs: Product specification, domain §8) keeps the API's message for the details panel to show.
 */
export function useDeleteGeoAction(onDeleted: (object: GeoObject) => void) {
  const t = useT();
  const notify = useNotify();
  const { modal } = App.useApp();
  const remove = useDeleteGeoObject();
  const [refusal, setRefusal] = useState<{ id: number; message: string } | null>(null);

  const confirmDelete = useCallback(
    (object: GeoObject) => {
      setRefusal(null);
      modal.confirm({
        title: t('admin.geography.deleteConfirm', { name: object.name }),
        content: t('admin.geography.deleteConfirmText'),
        okText: t('admin.geography.delete'),
        okButtonProps: { danger: true },
        cancelText: t('admin.common.cancel'),
        onOk: async () => {
          try {
            await remove.mutateAsync(object.id);
            notify.success(t('admin.geography.deleted', { name: object.name }));
            onDeleted(object);
          } catch (error) {
            if (!isApiError(error)) throw error;
            setRefusal({ id: object.id, message: error.message });
          }
        },
      });
    },
    [modal, t, remove, notify, onDeleted],
  );

  return {
    confirmDelete,
    deleting: remove.isPending,
    /** The refusal of the object's last delete, if that is what it was. */
    refusalOf: (id: number) => (refusal?.id === id ? refusal.message : null),
    clearRefusal: () => setRefusal(null),
  };
}
