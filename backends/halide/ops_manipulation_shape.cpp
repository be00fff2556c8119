// Halide lowerings of the manipulation_shape family (semantics/ops/manipulation_shape.cpp),
// index-remapping ops: reshape (a literal target shape, -1 inferred), permute_dims, expand_dims,
// squeeze (explicit axes), flatten, broadcast_to.
// A reshape reads its input through the row-major linear index, so any input shape with the
// right element count works; the count is checked at run time.
#include "backends/halide/lowering.h"

namespace rxv::halide {

namespace {

using Halide::Expr;
using sem::DataType;

/// Row-major linear index of `idx` in `shape`.
Expr linear_index(const std::vector<Expr>& idx, const std::vector<Expr>& shape) {
  Expr lin = 0;
  for (size_t d = 0; d < shape.size(); ++d) lin = lin * shape[d] + idx[d];
  return lin;
}

/// The element of `x` at row-major linear position `lin`.
Expr at_linear(const LTensor& x, Expr lin) {
  std::vector<Expr> idx(x.shape.size());
  for (int d = x.ndim() - 1; d >= 0; --d) {
    Expr ext = Halide::max(x.shape[d], 1);
    idx[d] = lin % ext;
    lin = lin / ext;
  }
  return x.ndim() == 0 ? x.func() : x.at(idx);
}

LowerResult lower_reshape(const sem::CallNode&, const std::vector<Operand>& args,
                          LowerContext& ctx) {
  const LTensor* x = tensor_arg(args, 0);
  if (!x || args.size() != 2 || !args[1].dims)
    return std::string("reshape is lowered for a literal target shape only");
  std::vector<Expr> shape;
  int infer = -1;
  Expr known = 1;
  for (size_t d = 0; d < args[1].dims->size(); ++d) {
    // A -1 is a constant (Region::jit_key keeps it); other dims may be run-time values.
    Expr v = (*args[1].dims)[d];
    const int64_t* c = Halide::Internal::as_const_int(v);
    if (c && *c == -1 && infer < 0) {
      infer = static_cast<int>(d);
      shape.push_back(Expr());
      continue;
    }
    if (std::string why = ctx.covered_if(v >= 0 && v <= INT32_MAX, "a target dim is out of range");
        !why.empty())
      return why;
    shape.push_back(Halide::cast(Halide::Int(32), v));
    known = known * shape.back();
  }
  Expr total = elements(x->shape);
  if (infer >= 0) {
    ctx.require(known > 0 && total % Halide::max(known, 1) == 0,
                "the element count is not divisible by the known dims");
    shape[infer] = total / Halide::max(known, 1);
  } else {
    ctx.require(known == total, "the element count changes");
  }
  auto shp = shape;
  return remap("relax.reshape", *x, shape,
               [&](const std::vector<Expr>& idx) { return at_linear(*x, linear_index(idx, shp)); });
}

} // namespace

void register_manipulation_shape_lowerings(LoweringRegistry& r) {
  // The target shapes are run-time values (their rank and -1s are in the key).
  RunTimeValues shapes;
  shapes.shapes = true;
  r.add("relax.reshape", lower_reshape, shapes);
  r.add("relax.permute_dims",
        [](const sem::CallNode& call, const std::vector<Operand>& args,
           LowerContext&) -> LowerResult {
          const LTensor* x = tensor_arg(args, 0);
          if (!x) return std::string("the argument is not a tensor");
          auto axes = axes_attr(call, "axes", x->ndim());
          if (auto* err = std::get_if<std::string>(&axes)) return *err;
          std::vector<int> perm;
          if (auto& a = std::get<0>(axes)) {
            perm = *a;
            if (static_cast<int>(perm.size()) != x->ndim())
              return std::string("axes is not a permutation");
          } else {
            for (int d = x->ndim() - 1; d >= 0; --d) perm.push_back(d);
          }
          std::vector<Expr> shape;
          for (int p : perm) shape.push_back(x->shape[p]);
          return remap("relax.permute_dims", *x, shape, [&](const std::vector<Expr>& idx) {
            std::vector<Expr> in(x->ndim());
            for (size_t d = 0; d < perm.size(); ++d) in[perm[d]] = idx[d];
            return x->at(in);
          });
        });
  r.add("relax.expand_dims",
        [](const sem::CallNode& call, const std::vector<Operand>& args,
           LowerContext&) -> LowerResult {
          const LTensor* x = tensor_arg(args, 0);
          if (!x) return std::string("the argument is not a tensor");
          auto list = int_list_attr(call, "axis");
          if (!list) return std::string("expand_dims needs an axis list");
          int out_nd = x->ndim() + static_cast<int>(list->size());
          auto axes = axes_attr(call, "axis", out_nd);
          if (auto* err = std::get_if<std::string>(&axes)) return *err;
          std::vector<bool> is_new(out_nd, false);
          for (int a : *std::get<0>(axes)) is_new[a] = true;
          std::vector<Expr> shape;
          for (int d = 0, k = 0; d < out_nd; ++d)
            shape.push_back(is_new[d] ? Expr(1) : x->shape[k++]);
          return remap("relax.expand_dims", *x, shape, [&](const std::vector<Expr>& idx) {
            std::vector<Expr> in;
            for (int d = 0; d < out_nd; ++d)
              if (!is_new[d]) in.push_back(idx[d]);
            return x->at(in);
          });
        });
  r.add("relax.squeeze",
        [](const sem::CallNode& call, const std::vector<Operand>& args,
           LowerContext&) -> LowerResult {
          const LTensor* x = tensor_arg(args, 0);
          if (!x) return std::string("the argument is not a tensor");
          auto axes = axes_attr(call, "axis", x->ndim());
          if (auto* err = std::get_if<std::string>(&axes)) return *err;
          // Without axes the squeezed dims depend on the concrete shape: not lowered.
          if (!std::get<0>(axes)) return std::string("squeeze without axes depends on the shape");
          // A named dim whose length is not 1 stays (TVM >= 0.23, as PyTorch): only a length
          // known here can say which, else the interpreter runs it.
          std::vector<bool> drop(x->ndim(), false);
          for (int a : *std::get<0>(axes)) {
            const int64_t* len = Halide::Internal::as_const_int(x->shape[a]);
            if (!len) return std::string("squeeze of a dimension whose length is not known");
            drop[a] = *len == 1;
          }
          std::vector<Expr> shape;
          for (int d = 0; d < x->ndim(); ++d)
            if (!drop[d]) shape.push_back(x->shape[d]);
          return remap("relax.squeeze", *x, shape, [&](const std::vector<Expr>& idx) {
            std::vector<Expr> in;
            for (int d = 0, k = 0; d < x->ndim(); ++d) in.push_back(drop[d] ? Expr(0) : idx[k++]);
            return x->at(in);
          });
        });
  r.add("relax.flatten",
        [](const sem::CallNode&, const std::vector<Operand>& args, LowerContext&) -> LowerResult {
          const LTensor* x = tensor_arg(args, 0);
          if (!x) return std::string("the argument is not a tensor");
          return remap("relax.flatten", *x, {elements(x->shape)},
                       [&](const std::vector<Expr>& idx) { return at_linear(*x, idx[0]); });
        });
  r.add(
      "relax.broadcast_to",
      [](const sem::CallNode&, const std::vector<Operand>& args, LowerContext& ctx) -> LowerResult {
        const LTensor* x = tensor_arg(args, 0);
        if (!x || args.size() != 2 || !args[1].dims)
          return std::string("broadcast_to is lowered for a literal target shape only");
        auto ext = literal_extents(args[1], ctx);
        if (auto* why = std::get_if<std::string>(&ext)) return *why;
        std::vector<Expr> shape = std::get<0>(ext);
        if (shape.size() < x->shape.size()) return std::string("the target rank is smaller");
        size_t off = shape.size() - x->shape.size();
        for (size_t d = 0; d < x->shape.size(); ++d)
          ctx.require(x->shape[d] == 1 || x->shape[d] == shape[off + d],
                      "the tensor does not broadcast to the target shape");
        return remap("relax.broadcast_to", *x, shape,
                     [&](const std::vector<Expr>& idx) { return broadcast_at(*x, idx); });
      },
      shapes);
  r.exclude("relax.stack", "a tuple argument, which a region does not carry");
}

} // namespace rxv::halide
