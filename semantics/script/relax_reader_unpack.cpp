// Tuple unpacking in Relax bodies, `a, b = value`, as TVM's parser reads it. The parser evaluates
// the right-hand side and unpacks it with Python's own assignment (tvm/script/parser/core/
// evaluator.py, _eval_assign), then binds each name to its part (relax/parser.py,
// bind_assign_value):
// - a tuple literal (`a, b = x, y`) unpacks in Python: `a = x`, `b = y`;
// - a Relax variable unpacks through Expr.__getitem__, one TupleGetItem per name, which stops
//   at the tuple's length because TupleGetItem's constructor checks the index against the
//   variable's TupleStructInfo: `a = t[0]`, `b = t[1]`; a count that differs is Python's
//   "not enough values to unpack (expected 3, got 2)" / "too many values to unpack (expected
//   2)". rxv checks the count where the variable's StructInfo is written; where it is inferred
//   later, a short tuple fails inference at the out-of-range t[i] instead.
// - a call (`a, b = R.split(x, 2)`) has no StructInfo while Python unpacks it, so TVM's parser
//   rejects it (too many values: every index is accepted); rxv does the same, with the fix.
#include <fmt/format.h>

#include <unordered_set>

#include "semantics/script/reader_syntax.h"
#include "semantics/script/relax_reader_impl.h"
#include "semantics/script/tir_reader_internal.h"

namespace rxv::sem::relax_reader {

using py::PyExpr;
using py::PyExprKind;

namespace {

std::string count_mismatch(size_t expected, size_t got) {
  if (got < expected)
    return fmt::format("not enough values to unpack (expected {}, got {})", expected, got);
  return fmt::format("too many values to unpack (expected {})", expected);
}

} // namespace

void Reader::read_unpack(const py::PyStmt& s) {
  const py::PyExpr& target = *s.target;
  const py::PyExpr& value = *s.value;
  // The names, once each (TVM: "Duplicate vars assigned").
  bool ok = true;
  std::unordered_set<std::string_view> seen;
  for (const auto& item : target.items) {
    if (item->kind != py::PyExprKind::kName) {
      sink_.error(item->loc, fmt::format("cannot bind to {}: a binding target is a name",
                                         detail::describe(*item)));
      ok = false;
    } else if (!seen.insert(item->str).second) {
      sink_.error(item->loc, fmt::format("'{}' is assigned twice in one unpacking", item->str));
      ok = false;
    }
  }
  size_t n = target.items.size();
  // The parts, all read before any name is bound (Python: `a, b = b, a` swaps).
  std::vector<Expr> parts;
  if (value.kind == py::PyExprKind::kTuple || value.kind == py::PyExprKind::kList) {
    if (value.items.size() != n) {
      sink_.error(target.loc, count_mismatch(n, value.items.size()));
      ok = false;
    }
    for (const auto& item : value.items) {
      parts.push_back(read_expr(*item));
      ok = parts.back() && ok;
    }
  } else if (const RelaxName* rn =
                 value.kind == py::PyExprKind::kName ? lookup_relax(value.str) : nullptr;
             rn && rn->kind == RelaxName::Kind::kVar) {
    Expr tuple = read_expr(value);
    if (!tuple) ok = false;
    if (const auto* t = rn->var && rn->var->sinfo ? as<TupleSInfo>(rn->var->sinfo) : nullptr;
        t && t->fields.size() != n) {
      sink_.error(target.loc, count_mismatch(n, t->fields.size()));
      ok = false;
    } else if (rn->var && rn->var->sinfo && !t && !as<ObjectSInfo>(rn->var->sinfo)) {
      sink_.error(value.loc, fmt::format("cannot unpack '{}': it is not a tuple", value.str));
      ok = false;
    }
    for (size_t i = 0; tuple && i < n; ++i) {
      auto item = std::make_shared<TupleGetItemNode>();
      item->tuple = tuple;
      item->index = int64_t(i);
      item->loc = value.loc;
      parts.push_back(std::move(item));
    }
  } else {
    sink_.error(value.loc,
                fmt::format("too many values to unpack (expected {}): TVM's parser unpacks only "
                            "a value whose StructInfo is known, and {} has none until it is "
                            "bound; bind it to one name, then unpack that name",
                            n, py_text(value)));
    ok = false;
  }
  // Bind every name, even after an error, so that its uses do not report again.
  for (size_t i = 0; i < n; ++i) {
    const py::PyExpr& item = *target.items[i];
    if (item.kind != py::PyExprKind::kName) continue;
    // A DataflowVar in a dataflow block unless R.output lists the name (mark_outputs).
    auto v =
        std::make_shared<VarNode>(in_dataflow_ && !scopes_.function().output_targets.count(&item));
    v->name = item.str;
    v->loc = item.loc;
    scopes_.bind_var(item.str, v);
    if (ok && i < parts.size() && parts[i])
      unpacked_.push_back(Binding{v, parts[i], false, nullptr, s.loc});
  }
}

} // namespace rxv::sem::relax_reader
