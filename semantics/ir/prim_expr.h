#pragma once
/// PrimExpr: TIR's scalar expressions (spec 000, grammar), used for symbolic shape dimensions in
/// Relax and for the bodies of TIR PrimFuncs. One uniform node: a kind, a dtype and operands, so
/// that equality, hashing, substitution and the simplifier are one loop over `operands`.
///
/// Semantics (TIR on the node's dtype): Div/Mod truncate toward zero, FloorDiv/FloorMod floor;
/// comparisons and And/Or/Not produce bool; Select evaluates both arms; Cast converts.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "semantics/ir/data_type.h"
#include "semantics/support/diagnostic.h"

namespace rxv::sem {

/// Every PrimExpr kind, listed once. X(Name, spelling) where spelling is the TVMScript operator
/// (or T.* function) for binary kinds and empty otherwise.
// clang-format off
#define RXV_PRIM_KINDS(X)                                                                \
  X(IntImm, "") X(FloatImm, "") X(StringImm, "") X(Var, "")                              \
  X(Add, "+") X(Sub, "-") X(Mul, "*") X(Div, "T.truncdiv") X(Mod, "T.truncmod")          \
  X(FloorDiv, "//") X(FloorMod, "%") X(Min, "T.min") X(Max, "T.max")                     \
  X(EQ, "==") X(NE, "!=") X(LT, "<") X(LE, "<=") X(GT, ">") X(GE, ">=")                  \
  X(And, "and") X(Or, "or") X(Not, "") X(Select, "") X(Cast, "") X(BufferLoad, "")       \
  X(Call, "")
// clang-format on

enum class PrimKind : uint8_t {
#define RXV_X(name, spelling) k##name,
  RXV_PRIM_KINDS(RXV_X)
#undef RXV_X
};

/// "Add", "FloorDiv", ...
const char* prim_kind_name(PrimKind k);
/// True for the two-operand arithmetic, comparison and logical kinds (Add ... Or).
bool is_binary(PrimKind k);
bool is_comparison(PrimKind k);

struct PrimExprNode;
struct BufferNode;
using PrimExpr = std::shared_ptr<const PrimExprNode>;
using Buffer = std::shared_ptr<BufferNode>;

struct PrimExprNode {
  PrimKind kind;
  DataType dtype;
  int64_t int_value = 0;  ///< IntImm (bool literals are IntImm of dtype bool)
  double float_value = 0; ///< FloatImm
  /// Var: its name hint (identity is the node's address). Call: the intrinsic ("T.exp").
  /// StringImm: the string.
  std::string name;
  /// Binary kinds: {a, b}. Not/Cast: {a}. Select: {cond, t, f}. Call: args. BufferLoad: indices.
  std::vector<PrimExpr> operands;
  Buffer buffer; ///< BufferLoad only
  SourceLoc loc;
};

// Constructors. Binary constructors take the result dtype from the operands (bool for comparisons).
PrimExpr make_int(int64_t v, DataType dtype = DataType::Int(64), SourceLoc loc = {});
PrimExpr make_float(double v, DataType dtype = DataType::Float(32), SourceLoc loc = {});
PrimExpr make_bool(bool v, SourceLoc loc = {});
PrimExpr make_string(std::string s, SourceLoc loc = {});
/// A fresh variable: distinct from every other variable, whatever its name.
PrimExpr make_var(std::string name, DataType dtype = DataType::Int(64), SourceLoc loc = {});
PrimExpr make_binary(PrimKind kind, PrimExpr a, PrimExpr b, SourceLoc loc = {});
PrimExpr make_not(PrimExpr a, SourceLoc loc = {});
PrimExpr make_select(PrimExpr c, PrimExpr t, PrimExpr f, SourceLoc loc = {});
PrimExpr make_cast(DataType dtype, PrimExpr a, SourceLoc loc = {});
PrimExpr make_call(std::string intrinsic, DataType dtype, std::vector<PrimExpr> args,
                   SourceLoc loc = {});
PrimExpr make_buffer_load(Buffer buffer, std::vector<PrimExpr> indices, SourceLoc loc = {});

inline bool is_var(const PrimExpr& e) { return e && e->kind == PrimKind::kVar; }
inline bool is_int_imm(const PrimExpr& e) { return e && e->kind == PrimKind::kIntImm; }

} // namespace rxv::sem
