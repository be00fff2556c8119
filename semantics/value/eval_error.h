#pragma once
/// EvalError: a Relax program failing at run time (DESIGN.md, "Errors", channel 2). A value, never
/// an exception or an abort: the interpreter returns it, comparisons (refinement, backends) read
/// it.
#include <string>
#include <utility>
#include <variant>

#include "semantics/support/assert.h"
#include "semantics/support/diagnostic.h"

namespace rxv::sem {

#define RXV_EVAL_ERROR_KINDS(X)                                                                    \
  X(MatchCast)       /* MatchCast or a signature/return check found a mismatch */                  \
  X(ShapeMismatch)   /* an op's operands disagree at run time (broadcast, matmul) */               \
  X(IndexOutOfRange) /* TupleGetItem, take, TIR buffer access out of bounds */                     \
  X(DivisionByZero)  /* integer division or modulo by zero (tensor or shape) */                    \
  X(Overflow)        /* shape arithmetic overflowed int64 */                                       \
  X(Limit)           /* a configured limit: tensor bytes, call depth, TIR iterations */            \
  X(MissingFunc)     /* an ExternFunc / PackedFunc / PrimFunc that is not there */                 \
  X(TypeError)       /* a value of the wrong kind reached an op (ill-typed program) */             \
  X(AssertFailed)    /* relax.assert_op */                                                         \
  X(Uninitialized)   /* reads memory nothing has written (an allocation's contents) */             \
  X(Unsupported)     /* a construct the interpreter does not implement */                          \
  X(Other)

enum class EvalErrorKind {
#define RXV_X(name) k##name,
  RXV_EVAL_ERROR_KINDS(RXV_X)
#undef RXV_X
};
const char* eval_error_kind_name(EvalErrorKind k);

struct EvalError {
  EvalErrorKind kind = EvalErrorKind::kOther;
  SourceLoc loc; ///< the binding or call that failed; unknown (0:0) when it has none
  std::string message;
  /// "MatchCast at 12:5: expected ..." (no file name: the caller prefixes it).
  std::string to_string() const;
};

/// A T or the EvalError that prevented it.
template <class T> class EvalOr {
public:
  EvalOr(T v) : v_(std::move(v)) {}
  EvalOr(EvalError e) : v_(std::move(e)) {}
  bool ok() const { return v_.index() == 0; }
  explicit operator bool() const { return ok(); }
  T& value() {
    RXV_ASSERT(ok()) << "EvalOr::value on an error";
    return std::get<0>(v_);
  }
  const T& value() const {
    RXV_ASSERT(ok()) << "EvalOr::value on an error";
    return std::get<0>(v_);
  }
  T& operator*() { return value(); }
  const T& operator*() const { return value(); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  const EvalError& error() const {
    RXV_ASSERT(!ok()) << "EvalOr::error on a value";
    return std::get<1>(v_);
  }

private:
  std::variant<T, EvalError> v_;
};

/// For steps that yield nothing but may fail.
struct Unit {};
using EvalStatus = EvalOr<Unit>;
inline EvalStatus eval_ok() { return Unit{}; }

} // namespace rxv::sem
