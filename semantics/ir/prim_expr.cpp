#include "semantics/ir/prim_expr.h"

#include "semantics/ir/tir.h"
#include "semantics/support/assert.h"

namespace rxv::sem {

const char* prim_kind_name(PrimKind k) {
  switch (k) {
#define RXV_X(name, spelling)                                                                      \
  case PrimKind::k##name: return #name;
    RXV_PRIM_KINDS(RXV_X)
#undef RXV_X
  }
  RXV_UNREACHABLE();
}

bool is_binary(PrimKind k) { return k >= PrimKind::kAdd && k <= PrimKind::kOr; }
bool is_comparison(PrimKind k) { return k >= PrimKind::kEQ && k <= PrimKind::kGE; }

static std::shared_ptr<PrimExprNode> node(PrimKind kind, DataType dtype, SourceLoc loc) {
  auto n = std::make_shared<PrimExprNode>();
  n->kind = kind;
  n->dtype = dtype;
  n->loc = loc;
  return n;
}

PrimExpr make_int(int64_t v, DataType dtype, SourceLoc loc) {
  auto n = node(PrimKind::kIntImm, dtype, loc);
  n->int_value = v;
  return n;
}

PrimExpr make_float(double v, DataType dtype, SourceLoc loc) {
  auto n = node(PrimKind::kFloatImm, dtype, loc);
  n->float_value = v;
  return n;
}

PrimExpr make_bool(bool v, SourceLoc loc) { return make_int(v ? 1 : 0, DataType::Bool(), loc); }

PrimExpr make_string(std::string s, SourceLoc loc) {
  auto n = node(PrimKind::kStringImm, DataType::Handle(), loc);
  n->name = std::move(s);
  return n;
}

PrimExpr make_var(std::string name, DataType dtype, SourceLoc loc) {
  auto n = node(PrimKind::kVar, dtype, loc);
  n->name = std::move(name);
  return n;
}

PrimExpr make_binary(PrimKind kind, PrimExpr a, PrimExpr b, SourceLoc loc) {
  RXV_ASSERT(is_binary(kind) && a && b) << prim_kind_name(kind);
  DataType dt = a->dtype;
  if (is_comparison(kind) || kind == PrimKind::kAnd || kind == PrimKind::kOr) dt = DataType::Bool();
  auto n = node(kind, dt, loc);
  n->operands = {std::move(a), std::move(b)};
  return n;
}

PrimExpr make_not(PrimExpr a, SourceLoc loc) {
  auto n = node(PrimKind::kNot, DataType::Bool(), loc);
  n->operands = {std::move(a)};
  return n;
}

PrimExpr make_select(PrimExpr c, PrimExpr t, PrimExpr f, SourceLoc loc) {
  auto n = node(PrimKind::kSelect, t->dtype, loc);
  n->operands = {std::move(c), std::move(t), std::move(f)};
  return n;
}

PrimExpr make_cast(DataType dtype, PrimExpr a, SourceLoc loc) {
  auto n = node(PrimKind::kCast, dtype, loc);
  n->operands = {std::move(a)};
  return n;
}

PrimExpr make_call(std::string intrinsic, DataType dtype, std::vector<PrimExpr> args,
                   SourceLoc loc) {
  auto n = node(PrimKind::kCall, dtype, loc);
  n->name = std::move(intrinsic);
  n->operands = std::move(args);
  return n;
}

PrimExpr make_buffer_load(Buffer buffer, std::vector<PrimExpr> indices, SourceLoc loc) {
  auto n = node(PrimKind::kBufferLoad, buffer->dtype, loc);
  n->buffer = std::move(buffer);
  n->operands = std::move(indices);
  return n;
}

} // namespace rxv::sem
