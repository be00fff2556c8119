// Halide lowerings of the creation_grid family (semantics/ops/creation_grid.cpp): eye of literal
// n, m, k and eye_like of a 2-D tensor with a literal k, as 1 where j - i == k. hamming_window
// and meshgrid are excluded (below).
#include "backends/halide/lowering.h"
#include "semantics/ops/op_attrs.h"

namespace rxv::halide {

namespace {

using Halide::Expr;
using sem::DataType;

/// The n x m (row-major extents) eye of diagonal k (Int(64), maybe a run-time value) in `dtype`.
LowerResult eye_tensor(const std::string& name, DataType dtype, Expr rows, Expr cols, Expr k,
                       LowerContext& ctx) {
  auto ct = compute_type(dtype);
  if (!ct) return std::string("no supported dtype");
  if (std::string why =
          ctx.covered_if(k <= INT32_MAX && k >= -INT32_MAX, "k is out of Halide's range");
      !why.empty())
    return why;
  LTensor r;
  r.func = fresh_func(name);
  r.dtype = dtype;
  r.shape = {rows, cols};
  auto v = make_vars(2);
  auto idx = as_exprs(v);
  Expr diff = Halide::cast(Halide::Int(64), idx[1]) - Halide::cast(Halide::Int(64), idx[0]);
  define(
      r.func, v,
      Halide::select(diff == k, Halide::Internal::make_one(*ct), Halide::Internal::make_zero(*ct)));
  return r;
}

bool literal_int(const Operand& a) { return a.prim && !a.prim->is_float(); }

/// An int literal operand as Int(64): its run-time value or its constant.
Expr int_value(const Operand& a) { return literal(*a.prim, DataType::Int(64)); }

} // namespace

void register_creation_grid_lowerings(LoweringRegistry& r) {
  r.add(
      "relax.eye",
      [](const sem::CallNode& call, const std::vector<Operand>& args,
         LowerContext& ctx) -> LowerResult {
        if (args.size() != 3 || !literal_int(args[0]) || !literal_int(args[1]) ||
            !literal_int(args[2]))
          return std::string("eye is lowered for literal integer n, m and k only");
        Expr n = int_value(args[0]), m = int_value(args[1]);
        if (std::string why = ctx.covered_if(n >= 0 && m >= 0 && n <= INT32_MAX && m <= INT32_MAX,
                                             "a size is negative or out of Halide's range");
            !why.empty())
          return why;
        DataType dtype = dtype_attr(call, "dtype").value_or(DataType::Float(32));
        return eye_tensor("relax.eye", dtype, Halide::cast(Halide::Int(32), n),
                          Halide::cast(Halide::Int(32), m), int_value(args[2]), ctx);
      },
      RunTimeValues{true, {}});
  r.add(
      "relax.eye_like",
      [](const sem::CallNode& call, const std::vector<Operand>& args,
         LowerContext& ctx) -> LowerResult {
        const LTensor* x = tensor_arg(args, 0);
        if (!x || x->ndim() != 2 || args.size() != 2 || !literal_int(args[1]))
          return std::string("eye_like is lowered for a 2-D tensor and a literal k");
        DataType dtype = dtype_attr(call, "dtype").value_or(x->dtype);
        if (dtype.is_void()) dtype = x->dtype;
        return eye_tensor("relax.eye_like", dtype, x->shape[0], x->shape[1], int_value(args[1]),
                          ctx);
      },
      RunTimeValues{true, {}});
  r.exclude("relax.hamming_window",
            "its cosine is computed in the result dtype in TOPI's order; a region of literal "
            "arguments is a constant the interpreter folds");
  r.exclude("relax.meshgrid", "a tuple argument and a tuple result, which a region does not carry");
}

} // namespace rxv::halide
