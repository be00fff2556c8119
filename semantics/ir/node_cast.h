#pragma once
/// `as<T>(ref)`: checked downcast for node hierarchies whose nodes carry a `kind` and whose
/// concrete types declare `static bool classof(Kind)` (one class may cover several kinds, e.g. Var
/// and DataflowVar).
#include <memory>

namespace rxv::sem {

template <class T, class Base> const T* as(const std::shared_ptr<Base>& p) {
  return p && T::classof(p->kind) ? static_cast<const T*>(p.get()) : nullptr;
}

template <class T, class Base> std::shared_ptr<const T> as_ref(const std::shared_ptr<Base>& p) {
  return p && T::classof(p->kind) ? std::static_pointer_cast<const T>(p) : nullptr;
}

} // namespace rxv::sem
