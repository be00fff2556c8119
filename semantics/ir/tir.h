#pragma once
/// The TIR subset rxv reads, prints and (in a later layer) interprets: PrimFuncs as Relax lowering
/// (LegalizeOps) emits them (DESIGN.md, "The input language"). Buffers with symbolic shapes, loops,
/// blocks with iteration variables, T.init for reductions, buffer stores, if, let and evaluate.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "semantics/ir/attrs.h"
#include "semantics/ir/node_cast.h"
#include "semantics/ir/prim_expr.h"

namespace rxv::sem {

/// A buffer: a named, typed, row-major multi-dimensional array. Identity is the node's address.
struct BufferNode {
  std::string name;
  DataType dtype = DataType::Float(32);
  std::vector<PrimExpr> shape;
  std::string scope = "global";
  SourceLoc loc;
};

/// A rectangular region of a buffer: one (min, extent) per dimension. `A[i, 0:n]`.
struct BufferRegion {
  Buffer buffer;
  struct Range {
    PrimExpr min, extent;
  };
  std::vector<Range> region;
};

/// Every TIR statement kind, listed once.
#define RXV_STMT_KINDS(X) X(Seq) X(For) X(Block) X(BufferStore) X(IfThenElse) X(Let) X(Evaluate)

enum class StmtKind : uint8_t {
#define RXV_X(name) k##name,
  RXV_STMT_KINDS(RXV_X)
#undef RXV_X
};
const char* stmt_kind_name(StmtKind k);

struct StmtNode {
  StmtKind kind;
  SourceLoc loc;
  virtual ~StmtNode() = default;

protected:
  explicit StmtNode(StmtKind k) : kind(k) {}
};
using Stmt = std::shared_ptr<const StmtNode>;

/// A sequence of statements, executed in order.
struct SeqStmt : StmtNode {
  std::vector<Stmt> stmts;
  SeqStmt() : StmtNode(StmtKind::kSeq) {}
  static bool classof(StmtKind k) { return k == StmtKind::kSeq; }
};

/// for loop_var in [min, min + extent): body. The kind only schedules; all run sequentially here.
struct ForStmt : StmtNode {
  enum class Kind : uint8_t { kSerial, kParallel, kVectorized, kUnrolled, kThreadBinding };
  PrimExpr loop_var, min, extent;
  Kind for_kind = Kind::kSerial;
  std::string thread_tag; ///< kThreadBinding: "blockIdx.x", ...
  Stmt body;
  ForStmt() : StmtNode(StmtKind::kFor) {}
  static bool classof(StmtKind k) { return k == StmtKind::kFor; }
};

/// A block iteration variable: `var` ranges over [min, min + extent), spatial or reduction.
struct IterVar {
  enum class Kind : uint8_t { kSpatial, kReduce };
  PrimExpr var, min, extent;
  Kind iter_kind = Kind::kSpatial;
};

/// `with T.block(name):` — a block realized at `iter_values` (its axis bindings). When every
/// reduction iter var is at its minimum, `init` runs before `body` (T.init).
struct BlockStmt : StmtNode {
  std::string name;
  std::vector<IterVar> iter_vars;
  std::vector<PrimExpr> iter_values; ///< one per iter var
  PrimExpr predicate;                ///< T.where; null means true
  std::vector<BufferRegion> reads, writes;
  std::vector<Buffer> alloc_buffers;
  Attrs annotations; ///< T.block_attr
  Stmt init;         ///< may be null
  Stmt body;
  BlockStmt() : StmtNode(StmtKind::kBlock) {}
  static bool classof(StmtKind k) { return k == StmtKind::kBlock; }
};

/// buffer[indices] = value.
struct BufferStoreStmt : StmtNode {
  Buffer buffer;
  std::vector<PrimExpr> indices;
  PrimExpr value;
  BufferStoreStmt() : StmtNode(StmtKind::kBufferStore) {}
  static bool classof(StmtKind k) { return k == StmtKind::kBufferStore; }
};

/// if cond: then_case else: else_case.
struct IfThenElseStmt : StmtNode {
  PrimExpr cond;
  Stmt then_case, else_case; ///< else_case may be null
  IfThenElseStmt() : StmtNode(StmtKind::kIfThenElse) {}
  static bool classof(StmtKind k) { return k == StmtKind::kIfThenElse; }
};

/// var = value; body (written `var: T.int32 = value` in TVMScript, scoped to the rest of the
/// block).
struct LetStmt : StmtNode {
  PrimExpr var, value;
  Stmt body;
  LetStmt() : StmtNode(StmtKind::kLet) {}
  static bool classof(StmtKind k) { return k == StmtKind::kLet; }
};

/// T.evaluate(value): evaluates for effect. `return e` is `T.evaluate(T.ret(e))`, as in TVM.
struct EvaluateStmt : StmtNode {
  PrimExpr value;
  EvaluateStmt() : StmtNode(StmtKind::kEvaluate) {}
  static bool classof(StmtKind k) { return k == StmtKind::kEvaluate; }
};

/// A TIR function. Parameters are handles (bound to buffers through `buffer_map`) or scalars.
struct PrimFuncNode {
  std::vector<PrimExpr> params;
  /// (index into params, buffer): `A: T.Buffer(...)` or `A = T.match_buffer(param, ...)`.
  std::vector<std::pair<size_t, Buffer>> buffer_map;
  /// Buffers allocated in the implicit root block (`T.alloc_buffer` at function level).
  std::vector<Buffer> root_alloc_buffers;
  Stmt body;
  /// `def f(...) -> T.int64:` returns a scalar of this dtype (its body ends in `return e`, an
  /// Evaluate of the intrinsic `T.ret`); Void when it returns nothing (the usual case).
  DataType ret_dtype = DataType::Void();
  Attrs attrs; ///< T.func_attr; "global_symbol" present unless private
  SourceLoc loc;
};
using PrimFunc = std::shared_ptr<const PrimFuncNode>;

} // namespace rxv::sem
