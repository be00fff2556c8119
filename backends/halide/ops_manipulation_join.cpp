// Halide lowerings of the manipulation_join family (semantics/ops/manipulation_join.cpp): tile,
// repeat and flip, as index remaps with symbolic extents. concat and split are excluded (a tuple
// argument / a tuple result).
#include "backends/halide/lowering.h"

namespace rxv::halide {

namespace {

using Halide::Expr;

/// The repeat count as an extent factor, or nullopt when negative (an error: the interpreter's)
/// or out of Halide's range.
std::optional<Expr> count(int64_t r) {
  if (r < 0 || r > INT32_MAX) return std::nullopt;
  return Expr(static_cast<int32_t>(r));
}

/// The int attribute `name` as an axis of a rank-`ndim` tensor (negative from the end).
std::variant<int, std::string> one_axis(const sem::CallNode& call, const char* name, int ndim) {
  auto a = int_attr(call, name);
  if (!a) return std::string("no axis");
  int64_t n = *a < 0 ? *a + ndim : *a;
  if (n < 0 || n >= ndim) return std::string("the axis is out of range");
  return static_cast<int>(n);
}

LowerResult lower_tile(const sem::CallNode& call, const std::vector<Operand>& args) {
  const LTensor* x = tensor_arg(args, 0);
  if (!x) return std::string("the argument is not a tensor");
  std::vector<int64_t> repeats = int_list_attr(call, "repeats").value_or(std::vector<int64_t>{});
  int n = x->ndim(), l = static_cast<int>(repeats.size()), m = std::max(n, l);
  std::vector<Expr> shape(m), in_dim(m);
  for (int i = 0; i < m; ++i) {
    int di = i - (m - n), ri = i - (m - l);
    in_dim[i] = di >= 0 ? x->shape[di] : Expr(1);
    auto r = count(ri >= 0 ? repeats[ri] : 1);
    if (!r) return std::string("a repeat count is negative or too large");
    shape[i] = in_dim[i] * *r;
  }
  return remap("relax.tile", *x, shape, [=](const std::vector<Expr>& idx) {
    std::vector<Expr> in;
    for (int i = m - n; i < m; ++i) in.push_back(idx[i] % Halide::max(in_dim[i], 1));
    return x->ndim() == 0 ? x->func() : x->at(in);
  });
}

LowerResult lower_repeat(const sem::CallNode& call, const std::vector<Operand>& args) {
  const LTensor* x = tensor_arg(args, 0);
  if (!x) return std::string("the argument is not a tensor");
  auto r = count(int_attr(call, "repeats").value_or(1));
  if (!r) return std::string("the repeat count is negative or too large");
  Expr rep = Halide::max(*r, 1);
  if (!int_attr(call, "axis")) {
    // The flattened tensor, each element repeated.
    Expr total = 1;
    for (const auto& d : x->shape) total = total * d;
    return remap("relax.repeat", *x, {total * *r}, [=](const std::vector<Expr>& idx) {
      Expr lin = idx[0] / rep;
      std::vector<Expr> in(x->ndim());
      for (int d = x->ndim() - 1; d >= 0; --d) {
        Expr ext = Halide::max(x->shape[d], 1);
        in[d] = lin % ext;
        lin = lin / ext;
      }
      return x->ndim() == 0 ? x->func() : x->at(in);
    });
  }
  auto axis = one_axis(call, "axis", x->ndim());
  if (auto* err = std::get_if<std::string>(&axis)) return *err;
  int a = std::get<int>(axis);
  std::vector<Expr> shape = x->shape;
  shape[a] = shape[a] * *r;
  return remap("relax.repeat", *x, shape, [=](const std::vector<Expr>& idx) {
    std::vector<Expr> in = idx;
    in[a] = idx[a] / rep;
    return x->at(in);
  });
}

LowerResult lower_flip(const sem::CallNode& call, const std::vector<Operand>& args) {
  const LTensor* x = tensor_arg(args, 0);
  if (!x) return std::string("the argument is not a tensor");
  auto axis = one_axis(call, "axis", x->ndim());
  if (auto* err = std::get_if<std::string>(&axis)) return *err;
  int a = std::get<int>(axis);
  return remap("relax.flip", *x, x->shape, [=](const std::vector<Expr>& idx) {
    std::vector<Expr> in = idx;
    in[a] = x->shape[a] - 1 - idx[a];
    return x->at(in);
  });
}

} // namespace

void register_manipulation_join_lowerings(LoweringRegistry& r) {
  r.add("relax.tile", [](const sem::CallNode& call, const std::vector<Operand>& args,
                         LowerContext&) { return lower_tile(call, args); });
  r.add("relax.repeat", [](const sem::CallNode& call, const std::vector<Operand>& args,
                           LowerContext&) { return lower_repeat(call, args); });
  r.add("relax.flip", [](const sem::CallNode& call, const std::vector<Operand>& args,
                         LowerContext&) { return lower_flip(call, args); });
  r.exclude("relax.concat", "a tuple argument, which a region does not carry");
  r.exclude("relax.split", "a tuple result, which a region does not carry");
}

} // namespace rxv::halide
