import type { AdminProduct } from '@pasal/contract';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { useRemoveProduct } from './api';
import { staffFailureMessage } from '../../api/failure-message';

// Deleting a product from its editor (admins). The server decides: a product no order has is
// deleted with its images, and the editor goes back to the list; one an order has is archived
// instead (off the shop, still on its orders), the editor stays and the toast says so.

export function DeleteProductAction({ product }: { product: Pick<AdminProduct, 'id' | 'name'> }) {
  const remove = useRemoveProduct(product.id);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="sm" icon={<Trash2 aria-hidden="true" className="size-4" />}>
          Delete product
        </Button>
      }
      title={`Delete ${product.name}?`}
      description="It is deleted with its colours, specifications, images and reviews, and leaves every cart and wishlist. If any order has it, it is archived instead: off the shop, still on its orders and bills. This cannot be undone."
      confirmLabel="Delete product"
      pending={remove.isPending}
      pendingLabel="Deleting..."
      onConfirm={() =>
        remove.mutate(undefined, {
          onSuccess: (answer) => {
            setOpen(false);
            if (answer.data.outcome === 'deleted') {
              toast.success(answer.message);
              navigate('/staff/products', { replace: true });
            } else toast.info(answer.message);
          },
          onError: (error) => {
            setOpen(false);
            toast.error(staffFailureMessage(error));
          },
        })
      }
    />
  );
}
