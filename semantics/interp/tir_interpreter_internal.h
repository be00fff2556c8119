#pragma once
/// Internals of the TIR interpreter (tir_interpreter.h). A PrimFunc is compiled once into a
/// Program: a tree of nodes, each carrying a pointer to the function that evaluates (CExpr) or
/// executes (CStmt) it, with variables in vector-indexed slots and buffers in numbered slots. The
/// evaluation functions are template instances chosen at compile time for the node's kind and
/// dtype, so running a node is one indirect call without any switch on kinds or dtypes.
///
/// Errors at run time are recorded in the Frame (the first one wins); stores check for a recorded
/// error before writing, loads stay bounds-checked, and statements stop at the next check. No
/// exceptions are used.
#include <algorithm>
#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <vector>

#include "semantics/ir/tir.h"
#include "semantics/value/eval_error.h"
#include "semantics/value/tensor.h"

namespace rxv::sem::tir_detail {

/// A scalar at run time. Integers (and bool) live in `i`, canonical for their dtype: sign-extended
/// for intN, zero-extended for uintN (uint64 as its bit pattern). float64 lives in `f`; float32
/// and float16 in `s` (a float16 value is a float exactly representable as a half), so that float32
/// arithmetic has no conversions on its critical path.
union Scalar {
  int64_t i;
  double f;
  float s;
};

/// The float of C++ type T (float for float16/float32, double for float64) in a Scalar.
template <class T> inline T fget(Scalar v) {
  if constexpr (std::is_same_v<T, float>)
    return v.s;
  else
    return v.f;
}
template <class T> inline Scalar fput(T x) {
  Scalar r;
  if constexpr (std::is_same_v<T, float>)
    r.s = x;
  else
    r.f = x;
  return r;
}

/// How a dtype computes: the template parameter of the evaluation functions.
enum class Num : uint8_t { kInt, kUInt, kBool, kF16, kF32, kF64 };

/// Whether `n` computes in floating point.
constexpr bool is_float(Num n) { return n == Num::kF16 || n == Num::kF32 || n == Num::kF64; }

/// The Num of `t`, or nullopt for a dtype the interpreter does not compute in (bfloat16, vectors,
/// handles, integers wider than 64 bits).
std::optional<Num> num_of(DataType t);

struct Frame;
struct CExpr;
struct CStmt;
using ExprFn = Scalar (*)(const CExpr&, Frame&);
using StmtFn = void (*)(const CStmt&, Frame&);

/// A compiled PrimExpr.
struct CExpr {
  ExprFn fn = nullptr;
  PrimKind kind = PrimKind::kIntImm; ///< the PrimExpr kind it was compiled from
  DataType dtype;
  Num num = Num::kInt;
  bool is_const = false; ///< an immediate: `imm` is its value
  int shift = 0;         ///< integers: 64 - bits, for wrapping
  Scalar imm{};
  int slot = -1; ///< Var: its variable slot; BufferLoad: its buffer slot
  int var = -1;  ///< Var: its variable slot (read inline by eval, without a call)
  const CExpr* a = nullptr;
  const CExpr* b = nullptr;
  const CExpr* c = nullptr;
  std::vector<const CExpr*> args; ///< BufferLoad indices; Call arguments beyond a, b
  SourceLoc loc;                  ///< the enclosing statement, for errors

  /// Leaves (variables and immediates) are read inline: they are half of all nodes, and a
  /// predictable branch is cheaper than an indirect call.
  inline Scalar eval(Frame& f) const;
};

/// A block iteration variable, compiled.
struct CIter {
  int slot = -1;
  const CExpr* value = nullptr;
  const CExpr* min = nullptr;
  const CExpr* extent = nullptr;
  bool reduce = false;
  /// The binding is a variable: the iteration variable shares its slot (nothing to copy).
  bool alias = false;
  /// The binding may leave the domain. False when it is a loop variable whose loop has the same
  /// min and extent (what T.axis.remap writes), so the check is skipped.
  bool check = true;
  std::string name;
};

/// A compiled statement. Which fields are used depends on `fn`.
struct CStmt {
  StmtFn fn = nullptr;
  SourceLoc loc;
  std::vector<const CStmt*> stmts;   ///< Seq: the sequence
  const CStmt* body = nullptr;       ///< For, Let, Block; If: then
  const CStmt* other = nullptr;      ///< If: else (may be null); Block: init (may be null)
  const CExpr* e0 = nullptr;         ///< For: min; Store: value; If: cond; Let: value; Eval
  const CExpr* e1 = nullptr;         ///< For: extent; Block: predicate (may be null)
  std::vector<const CExpr*> indices; ///< Store
  int slot = -1;                     ///< For, Let: the variable; Store: the buffer
  int shift = 0;                     ///< For: the loop variable's wrapping shift
  bool is_signed = true;             ///< For: whether the loop variable is signed
  std::vector<CIter> iters;          ///< Block
  std::vector<int> allocs;           ///< Block: buffers allocated per block instance
  std::string name;                  ///< Block name; For: the loop variable's name

  void exec(Frame& f) const { fn(*this, f); }
};

/// A buffer of the function: a parameter's, or allocated at the root or in a block.
struct CBuffer {
  std::string name;
  DataType dtype;
  Num num = Num::kF32;
  /// For each dimension: the variable slot when the dimension is a plain variable (bound from a
  /// parameter tensor), else -1 and the compiled expression in `dims`.
  std::vector<int> dim_slots;
  std::vector<const CExpr*> dims;
  SourceLoc loc;
};

/// A parameter: a buffer (T.Buffer or a T.handle with T.match_buffer) or a scalar.
struct CParam {
  std::string name;
  int buffer = -1; ///< buffer slot, for buffer parameters
  int slot = -1;   ///< variable slot, for scalar parameters
  DataType dtype;  ///< scalar parameters
};

/// A compiled PrimFunc. Immutable once built; many Frames may run it at once.
struct Program {
  std::string name; ///< global_symbol, or "" for a private function
  SourceLoc loc;
  std::deque<CExpr> exprs; ///< node storage (stable addresses)
  std::deque<CStmt> stmts;
  std::vector<CBuffer> buffers;
  std::vector<CParam> params;
  std::vector<int> root_allocs;
  int num_vars = 0;
  std::vector<std::string> var_names; ///< by slot
  const CStmt* body = nullptr;
  /// `-> T.int64` functions: the value of the final `return e`, evaluated after `body`.
  const CExpr* ret = nullptr;
  DataType ret_dtype;
  std::optional<EvalError> error; ///< set when the function uses an unsupported construct
};

/// A buffer at run time: its storage and shape (row-major, dense).
struct RtBuffer {
  std::byte* data = nullptr;
  /// Per byte of `data`, 1 where nothing has written it (Tensor::undef): a load there fails, a
  /// store clears it. Null when every byte is defined (always for the function's own buffers).
  uint8_t* undef = nullptr;
  int64_t elem_bytes = 0; ///< bytes per element, for `undef`
  std::vector<int64_t> shape;
  std::shared_ptr<std::vector<std::byte>> owned; ///< allocations made by the function
};

/// The state of one run of a Program.
struct Frame {
  const Program* prog = nullptr;
  std::vector<Scalar> vars;
  std::vector<RtBuffer> buffers;
  int64_t iterations = 0;
  int64_t max_iterations = 0;
  int64_t max_alloc_bytes = 0;
  bool failed = false;
  EvalError error;

  /// Records the first error; later ones are consequences of it.
  void fail(EvalErrorKind kind, SourceLoc loc, std::string message);
};

inline Scalar CExpr::eval(Frame& f) const {
  if (var >= 0) return f.vars[size_t(var)];
  if (is_const) return imm;
  return fn(*this, f);
}

/// Compiles `func`. Never fails outright: unsupported constructs end up in Program::error.
std::shared_ptr<const Program> compile_prim_func(const PrimFuncNode& func);

/// The compiler's state; its parts live in tir_compile.cpp (function level, variables, buffers),
/// tir_eval_expr.cpp, tir_eval_cast.cpp and tir_intrinsics.cpp (expressions), tir_exec_stmt.cpp
/// (statements).
class Compiler {
public:
  explicit Compiler(Program& prog) : prog_(prog) {}

  void compile_function(const PrimFuncNode& func);
  /// The body without its final `return e` (compiled into Program::ret) for a function with a
  /// return annotation; the body itself otherwise.
  Stmt body_before_return(const PrimFuncNode& func);
  /// The compiled form of `e`, evaluated where statement `loc` is; null after an error.
  const CExpr* expr(const PrimExpr& e, SourceLoc loc);
  const CStmt* stmt(const Stmt& s);

  /// Records an Unsupported error (the first one is kept) and returns null.
  std::nullptr_t unsupported(SourceLoc loc, std::string message);
  bool failed() const { return prog_.error.has_value(); }

  CExpr& new_expr(const PrimExprNode& e, SourceLoc loc);
  CStmt& new_stmt(SourceLoc loc);

  /// Variables: a fresh slot for a definition (loop, let, iter var, parameter), the current slot
  /// for a use (-1 when the variable is not in scope).
  int define_var(const PrimExprNode* var);
  /// Ends a definition's scope: `saved` is what var_slot returned before define_var.
  void undefine_var(const PrimExprNode* var, int saved);
  /// Makes `var` another name for slot `slot` (a block iteration variable bound to a variable).
  void alias_var(const PrimExprNode* var, int slot) { var_slots_[var] = slot; }
  int var_slot(const PrimExprNode* var) const;

  /// Buffers: a slot for a buffer entering scope; the slot of a buffer in scope, or -1.
  int add_buffer(const Buffer& b, SourceLoc loc);
  void remove_buffer(const BufferNode* b) { buffer_slots_.erase(b); }
  /// Compiles the shape of buffer slot `slot` (every dimension as an expression, evaluated when
  /// the buffer is allocated or compared with a parameter tensor's dimension).
  bool compile_dims(int slot, const Buffer& b);
  int buffer_slot(const BufferNode* b) const;

private:
  const CExpr* call(const PrimExprNode& e, SourceLoc loc);
  const CExpr* binary(const PrimExprNode& e, SourceLoc loc);
  const CExpr* cast(const PrimExprNode& e, SourceLoc loc);
  const CExpr* load(const PrimExprNode& e, SourceLoc loc);
  const CStmt* block(const BlockStmt& b);
  const CStmt* store(const BufferStoreStmt& s);
  const CStmt* loop(const ForStmt& s);

  Program& prog_;
  std::unordered_map<const PrimExprNode*, int> var_slots_;
  std::unordered_map<const BufferNode*, int> buffer_slots_;
  /// The loops in scope: loop variable slot -> (min, extent).
  std::unordered_map<int, std::pair<const CExpr*, const CExpr*>> loop_ranges_;
};

/// The evaluation function of an intrinsic call (`T.exp`, ...) with operand Num `num` and result
/// Num `result`, or null when the intrinsic is unknown or not defined on that dtype.
ExprFn intrinsic_fn(const std::string& name, Num num, Num result);

/// float -> integer: truncation toward zero; NaN, infinities and values outside int64 (uint64 when
/// `to_u64`) give 0.
int64_t float_to_int(double d, bool to_u64);

/// Immediates, and T.if_then_else (evaluates only the arm it takes).
Scalar eval_const(const CExpr& n, Frame& f);
Scalar eval_if_then_else(const CExpr& n, Frame& f);

/// Allocates (zero-filled) buffer slot `buffer` from its compiled shape; false, with a Limit error
/// recorded, when a dimension is negative or the size exceeds the frame's allocation limit.
bool alloc_buffer(Frame& f, int buffer, SourceLoc loc);

/// Reports an out-of-range index `index` in dimension `dim` of buffer slot `buffer`.
void report_out_of_range(Frame& f, SourceLoc loc, int buffer, size_t dim, int64_t index);
/// Fails the run: element `flat` of `buffer` was read before anything wrote it.
void report_uninitialized(Frame& f, SourceLoc loc, int buffer, int64_t flat);

/// element_defined for a buffer with undefined-byte flags (kept out of line: rare).
[[gnu::noinline]] inline bool element_defined_slow(Frame& f, SourceLoc loc, int buffer,
                                                   int64_t flat) {
  const RtBuffer& b = f.buffers[size_t(buffer)];
  const uint8_t* u = b.undef + flat * b.elem_bytes;
  for (int64_t k = 0; k < b.elem_bytes; ++k)
    if (u[k]) {
      report_uninitialized(f, loc, buffer, flat);
      return false;
    }
  return true;
}

/// False (after reporting) when element `flat` of `buffer` has an undefined byte.
[[gnu::always_inline]] inline bool element_defined(Frame& f, SourceLoc loc, int buffer,
                                                   int64_t flat) {
  const RtBuffer& b = f.buffers[size_t(buffer)];
  if (__builtin_expect(b.undef == nullptr, 1)) return true;
  return element_defined_slow(f, loc, buffer, flat);
}

/// Marks element `flat` of `buffer` written.
[[gnu::always_inline]] inline void element_written(Frame& f, int buffer, int64_t flat) {
  const RtBuffer& b = f.buffers[size_t(buffer)];
  if (__builtin_expect(b.undef != nullptr, 0))
    std::fill_n(b.undef + flat * b.elem_bytes, b.elem_bytes, uint8_t{0});
}

/// The row-major element offset of `indices` into `b`, bounds-checked. False (with the error
/// recorded) when an index is out of range or an error happened while evaluating them.
inline bool flat_index(const std::vector<const CExpr*>& indices, int buffer, Frame& f,
                       SourceLoc loc, int64_t& out);
/// The canonical integer of dtype (shift, signed) for a 64-bit value: wraps to the width.
inline int64_t wrap_int(int64_t v, int shift, bool is_signed) {
  if (is_signed) return int64_t(uint64_t(v) << shift) >> shift;
  return int64_t((uint64_t(v) << shift) >> shift);
}
/// Rounds a float32 to float16 and back (float16 arithmetic is done in float32, then rounded).
inline float round_half(float v) { return half_to_float(float_to_half(v)); }

inline bool flat_index(const std::vector<const CExpr*>& indices, int buffer, Frame& f,
                       SourceLoc loc, int64_t& out) {
  const std::vector<int64_t>& shape = f.buffers[size_t(buffer)].shape;
  int64_t flat = 0;
  for (size_t d = 0; d < indices.size(); ++d) {
    int64_t i = indices[d]->eval(f).i;
    // One unsigned comparison rejects negative indices too.
    if (uint64_t(i) >= uint64_t(shape[d])) {
      report_out_of_range(f, loc, buffer, d, i);
      return false;
    }
    flat = flat * shape[d] + i;
  }
  out = flat;
  return !f.failed;
}

} // namespace rxv::sem::tir_detail
